import Animation
import Foundation
import Testing
import TriggerDiagram

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The HTML flipbook: one frame per change, each with its change's text line.
@Suite("Flipbook")
struct FlipbookTests {
    @Test("One frame per change; frame N carries change N's text line and draws change N", arguments: AnimatedBlock.all)
    func oneFramePerChange(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let page = try XMLDocument(data: animation.flipbook())
        let frames = try page.nodes(forXPath: "//*[local-name()='figure'][@class='frame']").compactMap {
            $0 as? XMLElement
        }
        #expect(frames.count == animation.frames.count)
        for (index, figure) in frames.enumerated() {
            let change = animation.frames[index]
            let number = index + 1
            #expect(attribute("data-frame", of: figure) == "\(number)")
            #expect(attribute("id", of: figure) == String(format: "%@-f%02d", animation.idPrefix, number))
            let caption = try figure.nodes(forXPath: "*[local-name()='figcaption']").first?.stringValue
            #expect(caption == change.textLine, "frame \(number)")
            let svg = try #require(try figure.nodes(forXPath: "*[local-name()='svg']").first as? XMLElement)
            let title = try svg.nodes(forXPath: "*[local-name()='title']").first?.stringValue
            #expect(title == change.textLine, "frame \(number)'s picture names its change")
            // The picture is that change's frame: its header is the one drawn.
            let headers = try svg.nodes(
                forXPath: ".//*[local-name()='g'][*[local-name()='title'][starts-with(., 'header')]]")
            let headerTitles = try headers.compactMap {
                try $0.nodes(forXPath: "*[local-name()='title']").first?.stringValue
            }
            // Its title, its legend's rows, then the marks the legend explains.
            let nodes = animation.renderer.diagram.header(index).nodes.map { "header\(index)_\($0.id)" }
            #expect(nodes.first == "header\(index)_title" && nodes.contains("header\(index)_legend0"))
            #expect(headerTitles == nodes, "frame \(number)")
        }
    }

    @Test(
        "Controls are labelled, the text line is announced, ids are unique, nothing is fetched",
        arguments: AnimatedBlock.all)
    func accessibleAndSelfContained(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let data = try animation.flipbook()
        let text = String(decoding: data, as: UTF8.self)
        let page = try XMLDocument(data: data)
        #expect(text.hasPrefix("<!DOCTYPE html>"))
        for label in ["Previous change", "Next change", "Change"] {
            #expect(try !page.nodes(forXPath: "//*[@aria-label='\(label)']").isEmpty, "\(label)")
        }
        let slider = try #require(try page.nodes(forXPath: "//*[local-name()='input']").first as? XMLElement)
        #expect(attribute("type", of: slider) == "range" && attribute("max", of: slider) == "\(animation.frames.count)")
        #expect(try page.nodes(forXPath: "//*[@aria-live='polite']").count == 1)
        let ids = try page.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(Set(ids).count == ids.count, "ids are unique")
        // Namespace names are URIs, not fetches; nothing else may name one.
        let fetchable = text.replacingOccurrences(of: #" xmlns(:\w+)?="[^"]*""#, with: "", options: .regularExpression)
        for fetch in ["src=", "href=", "url(", "@import", "http:", "https:", "//www"] {
            #expect(!fetchable.contains(fetch), "\(fetch)")
        }
        // The script: the fragment opens a frame, the arrow keys and buttons move.
        for piece in ["location.hash", "hashchange", "ArrowLeft", "ArrowRight", "history.replaceState"] {
            #expect(text.contains(piece), "\(piece)")
        }
    }

    @Test func textLinesAreEscaped() throws {
        let animation = try AnimatedBlock(path: "Tests/Fixtures/sequences/awkward-names.json").animation()
        let data = try animation.flipbook()
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("<script>alert"))
        let page = try XMLDocument(data: data)
        let captions = try page.nodes(forXPath: "//*[local-name()='figcaption']").map { $0.stringValue ?? "" }
        #expect(captions == animation.frames.map(\.textLine))
        #expect(captions.contains { $0.contains("<script>alert(1)</script>") })
    }

    @Test("A light flipbook turns dark with the reader's scheme, as its frames do; a dark one stays dark")
    func pageFollowsTheColourScheme() throws {
        let block = AnimatedBlock.all[0]
        let light = String(decoding: try block.animation(theme: .light).flipbook(), as: UTF8.self)
        let dark = String(decoding: try block.animation(theme: .dark).flipbook(), as: UTF8.self)
        #expect(light.contains(":root { color-scheme: light dark; }"))
        #expect(
            light.contains(
                "@media (prefers-color-scheme: dark) {\n  body { background: \(Theme.dark.background); color: \(Theme.dark.foreground); }\n}"
            ))
        #expect(light.contains("class=\"triggergraph theme-light\""), "frames that follow the scheme too")
        #expect(dark.contains(":root { color-scheme: dark; }"))
        #expect(dark.contains("body { background: \(Theme.dark.background); color: \(Theme.dark.foreground); }"))
        #expect(!dark.contains("prefers-color-scheme: dark) {\n  body"))
    }

    private func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }
}
