import BrowserTesting
import Foundation
import Testing

/// The preview as a reader's browser shows it, in the suite's Chromium: the whole lesson, then the
/// page following the author's saves without a reload.
@Suite("The live preview in a browser", .enabled(if: Chromium.isAvailable))
struct LivePreviewBrowserTests {
    /// The first block's first frame, as its caption reads.
    static let firstLine =
        "filter-selected: filter changed | recomputed TaskScreen local, FilterBar parent, TaskList parent"
        + " | skipped HeaderView,TaskRow,ProgressBadge"

    @Test func aLessonPageShowsItsProseAndTheFirstFrameRightAfterItsOutputBlock() async throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let found = try await Chromium.live(preview.url("/01-declarative-syntax/")) { tab in
            try tab.evaluate(
                """
                JSON.stringify((() => {
                  const main = document.getElementById("lesson");
                  const section = document.querySelector("section.diagrams");
                  const before = section.closest(".part").previousElementSibling;
                  const pres = before.querySelectorAll("pre");
                  const output = pres[pres.length - 1].textContent;
                  const shown = [...section.querySelectorAll("figure.frame")].filter((f) => !f.hidden);
                  return {
                    title: document.querySelector("h1").textContent,
                    prose: main.textContent.includes("what triggered this recomputation?"),
                    strong: [...main.querySelectorAll("strong")].map((s) => s.textContent),
                    outputBefore: output.trim().split("\\n")[0].trim(),
                    frames: section.querySelectorAll("figure.frame").length,
                    shown: shown.length,
                    svg: shown[0].querySelector("svg") !== null,
                    caption: shown[0].querySelector("figcaption").textContent,
                    visible: shown[0].getBoundingClientRect().height > 100,
                  };
                })())
                """) as? String ?? ""
        }
        let page = try #require(JSONSerialization.jsonObject(with: Data(found.utf8)) as? [String: Any])
        #expect(page["title"] as? String == "Declarative Syntax")
        #expect(page["prose"] as? Bool == true)
        #expect((page["strong"] as? [String])?.contains("what triggered this recomputation?") == true)
        #expect(page["outputBefore"] as? String == Self.firstLine, "the output block comes right before the frames")
        #expect(page["frames"] as? Int == 6)
        #expect(page["shown"] as? Int == 1, "one change at a time")
        #expect(page["svg"] as? Bool == true)
        #expect(page["caption"] as? String == Self.firstLine)
        #expect(page["visible"] as? Bool == true)
    }

    @Test func theArrowKeysAndButtonsStepThroughABlocksChanges() async throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let captions = try await Chromium.live(preview.url("/01-declarative-syntax/")) { tab in
            let shown = "[...document.querySelectorAll('#block-1 figure.frame')].find((f) => !f.hidden)"
            var captions: [String] = []
            try tab.evaluate("document.getElementById('block-1').focus()")
            try tab.evaluate(
                "document.getElementById('block-1').dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}))"
            )
            captions.append(try tab.evaluate("\(shown).dataset.frame") as? String ?? "")
            try tab.evaluate("document.querySelector('#block-1 button[data-step=\"1\"]').click()")
            captions.append(try tab.evaluate("\(shown).dataset.frame") as? String ?? "")
            try tab.evaluate(
                "document.getElementById('block-1').dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true}))"
            )
            captions.append(try tab.evaluate("\(shown).dataset.frame") as? String ?? "")
            captions.append(
                try tab.evaluate("document.querySelector('#block-1 .position').textContent") as? String ?? "")
            return captions
        }
        #expect(captions == ["2", "3", "2", "2 / 6"])
    }

    @Test func savesShowInTheOpenPageWithoutAReload() async throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let seen = try await Chromium.live(preview.url("/01-declarative-syntax/"), height: 800) { tab in
            var seen: [String: Bool] = [:]
            // A mark only this load of the page has, and a scroll position to keep.
            try tab.evaluate(
                "window.loadMark = 'first load'; document.getElementById('block-2').scrollIntoView(); true")
            let scrolled = try tab.evaluate("Math.round(window.scrollY)") as? Int ?? 0
            let caption = "document.querySelector('#block-1 figure.frame figcaption')?.textContent"
            // A changed block: its new frame.
            try preview.edit(replacing: #"screen.change("filter-selected""#, with: #"screen.change("filter-chosen""#)
            seen["new frame"] = try tab.wait(
                until: "\(caption)?.startsWith('filter-chosen: filter changed')", seconds: 30)
            seen["no reload"] = try tab.evaluate("window.loadMark === 'first load'") as? Bool == true
            seen["scroll kept"] = abs((try tab.evaluate("Math.round(window.scrollY)") as? Int ?? -999) - scrolled) <= 2
            // A broken block: its diagnostic where its diagrams were.
            try preview.edit(
                replacing: #"screen.change("filter-chosen", key"#, with: #"screen.change("filter-chosen" key"#)
            let diagnostic = "document.querySelector('#block-1 pre.diagnostic')"
            seen["diagnostic"] = try tab.wait(
                until:
                    "\(diagnostic) && /01-declarative-syntax\\.md:\\d+:\\d+: error: /.test(\(diagnostic).textContent)",
                seconds: 30)
            seen["no frames while broken"] =
                try tab.evaluate("document.querySelectorAll('#block-1 figure.frame').length")
                as? Int == 0
            seen["other block kept"] =
                try tab.evaluate("document.querySelectorAll('#block-2 figure.frame').length")
                as? Int ?? 0 > 0
            // Fixed again: the frames come back.
            try preview.edit(
                replacing: #"screen.change("filter-chosen" key"#, with: #"screen.change("filter-chosen", key"#)
            seen["frames back"] = try tab.wait(
                until: "\(caption)?.startsWith('filter-chosen') && !\(diagnostic)", seconds: 30)
            seen["still no reload"] = try tab.evaluate("window.loadMark === 'first load'") as? Bool == true
            return seen
        }
        for check in [
            "new frame", "no reload", "scroll kept", "diagnostic", "no frames while broken", "other block kept",
            "frames back", "still no reload",
        ] {
            #expect(seen[check] == true, "\(check)")
        }
    }

    @Test func aPrintedLineMadeStaleByASaveIsMarkedInPlaceWithTheModelsLine() async throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let seen = try await Chromium.live(preview.url("/01-declarative-syntax/"), height: 800) { tab in
            var seen: [String: String] = [:]
            seen["marks before"] = "\(try tab.evaluate("document.querySelectorAll('aside.stale').length") ?? "")"
            // The block's code changes what it prints; its printed output stays as it was.
            try preview.edit(
                replacing: #"screen.change("filter-selected", key"#, with: #"screen.change("filter-chosen", key"#)
            _ = try tab.wait(until: "document.querySelector('aside.stale') !== null", seconds: 30)
            let mark = "document.querySelector('aside.stale')"
            seen["printed"] = try tab.evaluate("\(mark).querySelector('td.printed').textContent") as? String
            seen["model"] = try tab.evaluate("\(mark).querySelector('td.model').textContent") as? String
            // Right after the block's printed output, before its diagrams.
            seen["placed"] =
                "\(try tab.evaluate("\(mark).nextElementSibling === document.getElementById('block-1')") as? Bool == true)"
            seen["visible"] = "\(try tab.evaluate("\(mark).getBoundingClientRect().height > 20") as? Bool == true)"
            // The printed output brought up to date: the mark goes.
            try preview.edit(
                replacing: "filter-selected: filter changed | recomputed TaskScreen local, FilterBar parent, TaskList",
                with: "filter-chosen: filter changed | recomputed TaskScreen local, FilterBar parent, TaskList")
            seen["gone"] = "\(try tab.wait(until: "document.querySelector('aside.stale') === null", seconds: 30))"
            return seen
        }
        #expect(seen["marks before"] == "0")
        #expect(seen["printed"]?.hasPrefix("filter-selected: filter changed | recomputed") == true, "\(seen)")
        #expect(seen["model"]?.hasPrefix("filter-chosen: filter changed | recomputed") == true, "\(seen)")
        #expect(seen["placed"] == "true")
        #expect(seen["visible"] == "true")
        #expect(seen["gone"] == "true")
    }

    @Test func aBrokenThenFixedSaveKeepsTheBlocksStep() async throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        let positions = try await Chromium.live(preview.url("/01-declarative-syntax/"), height: 800) { tab in
            let position = "document.querySelector('#block-1 .position')?.textContent"
            try tab.evaluate("document.querySelector('#block-1 button[data-step=\"1\"]').click()")
            try tab.evaluate("document.querySelector('#block-1 button[data-step=\"1\"]').click()")
            var positions = [try tab.evaluate(position) as? String ?? ""]
            try preview.edit(
                replacing: #"screen.change("filter-selected", key"#, with: #"screen.change("filter-selected" key"#)
            _ = try tab.wait(until: "document.querySelector('#block-1 pre.diagnostic') !== null", seconds: 30)
            try preview.edit(
                replacing: #"screen.change("filter-selected" key"#, with: #"screen.change("filter-selected", key"#)
            _ = try tab.wait(until: "document.querySelector('#block-1 figure.frame') !== null", seconds: 30)
            positions.append(try tab.evaluate(position) as? String ?? "")
            positions.append(
                try tab.evaluate(
                    "[...document.querySelectorAll('#block-1 figure.frame')].find((f) => !f.hidden).dataset.frame")
                    as? String ?? "")
            return positions
        }
        #expect(positions == ["3 / 6", "3 / 6", "3"])
    }

    @Test func thePageFollowsTheReadersColourScheme() async throws {
        let preview = try RunningPreview()
        defer { preview.stop() }
        for (scheme, dark) in [(Chromium.ColorScheme.light, false), (.dark, true)] {
            let shot = try await Chromium.live(
                preview.url("/01-declarative-syntax/"), width: 900, height: 700, scheme: scheme
            ) {
                tab in
                try tab.evaluate("document.getElementById('block-1').scrollIntoView(); true")
                return try tab.screenshot()
            }
            let background = shot[5, 5]
            #expect(
                (Int(background.red) + Int(background.green) + Int(background.blue) < 200) == dark,
                "\(scheme): \(background)")
        }
    }
}
