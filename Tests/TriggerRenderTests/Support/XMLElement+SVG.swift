import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the SVG readers of these tests ask of an XML element.
extension XMLElement {
    /// Its element children.
    var elementChildren: [XMLElement] { children?.compactMap { $0 as? XMLElement } ?? [] }

    /// It and every element below it named `name`, in document order.
    func elements(named name: String) -> [XMLElement] {
        (self.name == name ? [self] : []) + elementChildren.flatMap { $0.elements(named: name) }
    }

    /// Its attributes by name: `attribute(forName:)` finds nothing in SVG's default namespace on
    /// Linux, so they are all read.
    var attributeValues: [String: String] {
        var result: [String: String] = [:]
        for attribute in attributes ?? [] {
            if let name = attribute.name { result[name] = attribute.stringValue ?? "" }
        }
        return result
    }
}

/// The corners of an ellipse (`cx`, `cy`, `rx`, `ry`), else the points of a `points` or `d`
/// attribute, whose numbers alternate x and y.
func svgPoints(of shape: [String: String]) -> [(x: Double, y: Double)] {
    if let cx = shape["cx"].flatMap(Double.init), let cy = shape["cy"].flatMap(Double.init),
        let rx = shape["rx"].flatMap(Double.init), let ry = shape["ry"].flatMap(Double.init)
    {
        return [(cx - rx, cy - ry), (cx + rx, cy + ry)]
    }
    let text = shape["points"] ?? shape["d"] ?? ""
    let numbers = text.split { !"-.0123456789".contains($0) }.compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
}
