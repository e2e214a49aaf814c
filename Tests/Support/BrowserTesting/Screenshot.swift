import CGD
import Foundation

/// A decoded screenshot: its pixels, row by row, and ways to ask what it shows.
public struct Screenshot: Sendable {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width × height`.
    public let pixels: [RGB]

    /// Decodes a PNG with libgd.
    /// - Throws: `Chromium.Failure` when the data is not a PNG libgd can read.
    public init(png: Data) throws {
        var bytes = [UInt8](png)
        guard let image = bytes.withUnsafeMutableBytes({ gdImageCreateFromPngPtr(Int32($0.count), $0.baseAddress) })
        else {
            throw Chromium.Failure(description: "not a PNG libgd can read (\(png.count) bytes)")
        }
        defer { gdImageDestroy(image) }
        width = Int(image.pointee.sx)
        height = Int(image.pointee.sy)
        var pixels: [RGB] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                let colour = gdImageGetTrueColorPixel(image, Int32(x), Int32(y))
                pixels.append(
                    RGB(
                        red: UInt8((colour >> 16) & 0xFF), green: UInt8((colour >> 8) & 0xFF),
                        blue: UInt8(colour & 0xFF)))
            }
        }
        self.pixels = pixels
    }

    init(width: Int, height: Int, pixels: [RGB]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> RGB { pixels[y * width + x] }

    /// The part of the screenshot inside a rectangle (clipped to the screenshot).
    public func region(x: Int, y: Int, width: Int, height: Int) -> Screenshot {
        let xs = max(0, x)..<min(self.width, x + width)
        let ys = max(0, y)..<min(self.height, y + height)
        let pixels = ys.flatMap { row in xs.map { self[$0, row] } }
        return Screenshot(width: xs.count, height: ys.count, pixels: pixels)
    }

    /// How many different colours the pixels have.
    public var distinctColours: Int { Set(pixels).count }

    /// How many pixels are within `tolerance` of `colour` on every channel.
    public func count(near colour: RGB, tolerance: Int = 2) -> Int {
        pixels.reduce(0) { $0 + ($1.isNear(colour, tolerance: tolerance) ? 1 : 0) }
    }

    /// How many pixels lie inside an area of this colour: the pixel and its eight neighbours are
    /// all within `tolerance` of it. Filled shapes count; anti-aliased edges and text do not.
    public func countSolid(_ colour: RGB, tolerance: Int = 2) -> Int {
        guard width > 2, height > 2 else { return 0 }
        var near = pixels.map { $0.isNear(colour, tolerance: tolerance) }
        // Rows first, then columns: a pixel stays when it and both neighbours are near.
        var rows = near
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                rows[i] = near[i] && x > 0 && x < width - 1 && near[i - 1] && near[i + 1]
            }
        }
        near = rows
        var count = 0
        for y in 1..<(height - 1) {
            for x in 0..<width where near[y * width + x] && near[(y - 1) * width + x] && near[(y + 1) * width + x] {
                count += 1
            }
        }
        return count
    }

    /// The share of pixels, from 0 to 1, that differ from the other screenshot's by more than
    /// `tolerance` on some channel. The screenshots must have the same size.
    public func differingShare(from other: Screenshot, tolerance: Int = 8) -> Double {
        precondition(width == other.width && height == other.height, "screenshots of different sizes")
        let differing = zip(pixels, other.pixels).reduce(0) { $0 + ($1.0.isNear($1.1, tolerance: tolerance) ? 0 : 1) }
        return Double(differing) / Double(max(1, pixels.count))
    }
}

/// A pixel's colour.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A `#RRGGBB` colour.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : hex[...]
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    public func isNear(_ other: RGB, tolerance: Int) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance
    }

    public var description: String {
        "#" + [red, green, blue].map { String($0, radix: 16, uppercase: true).leftPadded }.joined()
    }
}

extension String {
    fileprivate var leftPadded: String { count < 2 ? "0" + self : self }
}
