internal import CGD

extension GDImage {
    /// Each row's state: whether every pixel of it is the colour of the top-left pixel (the
    /// background), from the top. The corresponding C function is `gdImageGetPixel`.
    func blankRows() -> [Bool] {
        let background = gdImageGetPixel(pointer, 0, 0)
        return (0..<height).map { y in
            (0..<width).allSatisfy { x in gdImageGetPixel(pointer, Int32(x), Int32(y)) == background }
        }
    }
}
