import CSystem
import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Folder {
    /// Gives `file` the owner and group of `status`. A process that may not (`EPERM`: it is not
    /// root) goes on when the owner is itself, with the group the folder gave, or the old one if
    /// it is a member of it; another user's file is refused. The corresponding C function is `fchown`.
    static func keepOwner(_ status: stat, on file: Int32) throws(FileReplacementError) {
        guard fchown(file, status.st_uid, status.st_gid) != 0 else { return }
        guard errno == EPERM else { throw .io(.last) }
        guard status.st_uid == geteuid() else { throw .ownerNotKept(owner: UInt32(status.st_uid)) }
    }

    /// Copies every extended attribute of `old` this process may set onto `file`: one it may not
    /// set (`EPERM`, `EACCES`, or `ENOTSUP` from the file system) is left out, as `cp -a` leaves
    /// it; any other failure is thrown. The corresponding C functions are `flistxattr`,
    /// `fgetxattr` and `fsetxattr`.
    static func copyAttributes(from old: Int32, to file: Int32) throws(FileReplacementError) {
        let notKept: Set<Int32> = [EPERM, EACCES, ENOTSUP]
        let names: [UInt8]
        switch Self.attributeBytes({ tg_flistxattr(old, $0, $1) }) {
        case .success(let list): names = list
        case .failure(let error) where notKept.contains(error.code): return
        case .failure(let error): throw .io(error)
        }
        for name in names.split(separator: 0) {
            let cName = name.map { CChar(bitPattern: $0) } + [0]
            let value: [UInt8]
            switch Self.attributeBytes({ tg_fgetxattr(old, cName, UnsafeMutableRawPointer($0), $1) }) {
            case .success(let bytes): value = bytes
            // Removed since it was listed, or one this process may list but not read.
            case .failure(let error) where error.code == ENODATA || notKept.contains(error.code): continue
            case .failure(let error): throw .io(error)
            }
            let set = value.withUnsafeBytes { tg_fsetxattr(file, cName, $0.baseAddress, $0.count, 0) }
            if set != 0, !notKept.contains(errno) { throw .io(.last) }
        }
    }

    /// What `call` (`flistxattr` or `fgetxattr`, given a buffer and its size) fills in: asked its
    /// size first, then asked again while it grows.
    static func attributeBytes(_ call: (UnsafeMutablePointer<CChar>?, Int) -> Int)
        -> Result<[UInt8], SystemCallError>
    {
        while true {
            let size = call(nil, 0)
            guard size >= 0 else { return .failure(.last) }
            guard size > 0 else { return .success([]) }
            var buffer = [CChar](repeating: 0, count: size)
            let count = buffer.withUnsafeMutableBufferPointer { call($0.baseAddress, size) }
            if count < 0, errno == ERANGE { continue }
            guard count >= 0 else { return .failure(.last) }
            return .success(buffer[0..<count].map { UInt8(bitPattern: $0) })
        }
    }

    /// At most `limit` bytes of `file`, from where it is; nil if reading fails.
    /// The corresponding C function is `read`.
    static func read(_ file: Int32, atMost limit: Int) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count < limit {
            let count = buffer.withUnsafeMutableBytes {
                systemRead(file, $0.baseAddress, min($0.count, limit - data.count))
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
