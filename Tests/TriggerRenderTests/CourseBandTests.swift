import BrowserTesting
import Testing
import TriggerDiagram
import TriggerRender

/// No PNG frame of a course block leaves a blank band between header and tree: every source is
/// drawn in every frame, near its readers, instead of a hidden row.
@Suite("Course PNG frames have no empty band")
struct CourseBandTests {
    /// The tallest run of blank rows allowed between a frame's first and last drawn rows, in pixels.
    static let tallestBand = 64

    @Test(arguments: CourseBlock.all)
    func noBlankBandBetweenTheFirstAndLastDrawnRows(_ block: CourseBlock) throws {
        for theme in Theme.all {
            let renderer = try block.sequence(theme: theme)
            for index in 0..<renderer.diagram.frameCount {
                let png = try renderer.render(frame: index, format: .png)
                let image = try Screenshot(png: png)
                // A row is blank when every pixel of it is the top-left pixel's colour (the background).
                let background = image[0, 0]
                let blank = (0..<image.height).map { y in (0..<image.width).allSatisfy { image[$0, y] == background } }
                guard let first = blank.firstIndex(of: false), let last = blank.lastIndex(of: false) else {
                    Issue.record("\(block) frame \(index + 1): nothing drawn")
                    continue
                }
                var run = 0
                var tallest = 0
                for row in first...last {
                    run = blank[row] ? run + 1 : 0
                    tallest = max(tallest, run)
                }
                #expect(
                    tallest <= Self.tallestBand,
                    "\(block) \(theme.name) frame \(index + 1): a blank band of \(tallest) px")
            }
        }
    }
}
