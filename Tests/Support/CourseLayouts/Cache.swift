import Foundation
import Synchronization
import TriggerDiagram

/// What a layout is kept under: the block's file and the renderer's options.
struct LayoutKey: Hashable, Sendable {
    /// The file's path, standardised, so that `Tests/Fixtures/../../Graphs/x.swift` is `Graphs/x.swift`.
    let path: String
    let theme: String
    let dpi: Double?

    init(_ file: URL, theme: Theme = .light, dpi: Double? = nil) {
        path = file.standardizedFileURL.path
        self.theme = theme.name
        self.dpi = dpi
    }
}

/// Values made once per key, on first use, by whichever thread asks first; a thread asking for a
/// key being made waits for it, and threads asking for other keys do not. A failure is kept too.
final class Cache<Value: Sendable>: Sendable {
    private let slots = Mutex<[LayoutKey: Slot]>([:])

    /// The value for `key`, made by `make` if no caller has made it yet.
    func value(for key: LayoutKey, _ make: () throws -> Value) throws -> Value {
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return try slot.value(make)
    }

    private final class Slot: Sendable {
        private let made = Mutex<Result<Value, any Error>?>(nil)

        func value(_ make: () throws -> Value) throws -> Value {
            try made.withLock { made in
                if let made { return try made.get() }
                let result = Result { try make() }
                made = result
                return try result.get()
            }
        }
    }
}
