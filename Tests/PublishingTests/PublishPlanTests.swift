import CourseFixtures
import LessonScript
import Publishing
import Testing

/// Every output name of a run is known before anything is written, and two outputs with one
/// name are refused, naming both inputs and the name.
@Suite("Publish plans")
struct PublishPlanTests {
    typealias Input = (path: String, document: InputDocument)

    struct Collision: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let inputs: @Sendable () throws -> [Input]
        let layout: PublishPlan.Layout
        /// The name both would write, and the two origins, in the order the run meets them.
        let expected: PublishError
    }

    static let collisions: [Collision] = [
        Collision(
            testDescription: "one stem in two folders",
            inputs: { [try SmallInputs.block(at: "/a/counter.swift"), try SmallInputs.block(at: "/b/counter.swift")] },
            layout: .frames(previews: true),
            expected: .collision(name: "counter", first: "/a/counter.swift", second: "/b/counter.swift")
        ),
        Collision(
            testDescription: "two blocks called main.swift in two courses",
            inputs: {
                [try SmallInputs.block(at: "/a/01-x/1/main.swift"), try SmallInputs.block(at: "/b/01-x/1/main.swift")]
            },
            layout: .animations,
            expected: .collision(name: "01-x-1", first: "/a/01-x/1/main.swift", second: "/b/01-x/1/main.swift")
        ),
        Collision(
            testDescription: "two pages called lesson.md in folders of one name",
            inputs: {
                [
                    try SmallInputs.page(at: "/a/01-x/lesson.md", blocks: 1),
                    try SmallInputs.page(at: "/b/01-x/lesson.md", blocks: 1),
                ]
            },
            layout: .frames(previews: true),
            expected: .collision(name: "01-x-1", first: "/a/01-x/lesson.md:6", second: "/b/01-x/lesson.md:6")
        ),
        Collision(
            testDescription: "a page and one of its own blocks' main.swift",
            inputs: {
                [try SmallInputs.page(at: "/c/01-x/lesson.md"), try SmallInputs.block(at: "/c/01-x/1/main.swift")]
            },
            layout: .frames(previews: true),
            expected: .collision(name: "01-x-1", first: "/c/01-x/lesson.md:6", second: "/c/01-x/1/main.swift")
        ),
        Collision(
            testDescription: "a page's preview and another page's block",
            inputs: {
                [try SmallInputs.page(at: "/c/a.md", blocks: 1), try SmallInputs.page(at: "/c/a-1.md", blocks: 1)]
            },
            layout: .frames(previews: true),
            expected: .collision(name: "a-1", first: "/c/a.md:6", second: "/c/a-1.md")
        ),
        Collision(
            testDescription: "two names whose slugs coincide",
            inputs: {
                [
                    try SmallInputs.scene(at: "/s/1.json", name: "tap counter"),
                    try SmallInputs.scene(at: "/s/2.json", name: "tap/counter"),
                ]
            },
            layout: .animations,
            expected: .collision(name: "tap-counter", first: "/s/1.json", second: "/s/2.json")
        ),
        Collision(
            testDescription: "names that differ only in case",
            inputs: { [try SmallInputs.block(at: "/s/Counter.swift"), try SmallInputs.block(at: "/s/counter.swift")] },
            layout: .frames(previews: false),
            expected: .collision(name: "counter", first: "/s/Counter.swift", second: "/s/counter.swift")
        ),
        Collision(
            testDescription: "a final sigma and a capital sigma",
            inputs: {
                [
                    try SmallInputs.scene(at: "/s/1.json", name: "λας"),
                    try SmallInputs.scene(at: "/s/2.json", name: "ΛΑΣ"),
                ]
            },
            layout: .frames(previews: true),
            expected: .collision(name: "ΛΑΣ", first: "/s/1.json", second: "/s/2.json")
        ),
        Collision(
            testDescription: "ß and SS",
            inputs: {
                [
                    try SmallInputs.scene(at: "/s/1.json", name: "straße"),
                    try SmallInputs.scene(at: "/s/2.json", name: "STRASSE"),
                ]
            },
            layout: .animations,
            expected: .collision(name: "STRASSE", first: "/s/1.json", second: "/s/2.json")
        ),
        Collision(
            testDescription: "a ligature and its letters",
            inputs: {
                [
                    try SmallInputs.scene(at: "/s/1.json", name: "ﬁle"),
                    try SmallInputs.scene(at: "/s/2.json", name: "file"),
                ]
            },
            layout: .frames(previews: false),
            expected: .collision(name: "file", first: "/s/1.json", second: "/s/2.json")
        ),
        Collision(
            testDescription: "a dotless i and a capital I",
            inputs: {
                [
                    try SmallInputs.scene(at: "/s/1.json", name: "ıd"),
                    try SmallInputs.scene(at: "/s/2.json", name: "ID"),
                ]
            },
            layout: .frames(previews: true),
            expected: .collision(name: "ID", first: "/s/1.json", second: "/s/2.json")
        ),
        Collision(
            testDescription: "a JSON scene named '.'",
            inputs: { [try SmallInputs.scene(at: "/s/a.json", name: ".")] },
            layout: .frames(previews: true),
            expected: .unnamable(name: ".", origin: "/s/a.json")
        ),
        Collision(
            testDescription: "a JSON scene named '..'",
            inputs: { [try SmallInputs.scene(at: "/s/a.json", name: "..")] },
            layout: .animations,
            expected: .unnamable(name: "..", origin: "/s/a.json")
        ),
        Collision(
            testDescription: "a JSON scene named ''",
            inputs: { [try SmallInputs.scene(at: "/s/a.json", name: "")] },
            layout: .frames(previews: true),
            expected: .unnamable(name: "", origin: "/s/a.json")
        ),
    ]

    @Test(arguments: collisions)
    func aCollisionIsRefusedBeforeAnythingIsWritten(_ example: Collision) throws {
        let inputs = try example.inputs()
        #expect(throws: example.expected) {
            try PublishPlan(inputs: inputs, layout: example.layout)
        }
        #expect(!example.expected.isUsage)
        if case .collision(let name, let first, let second) = example.expected {
            let message = example.expected.message(naming: \.rawValue)
            #expect(message.hasPrefix("\(second): error: "))
            #expect(message.contains("'\(name)'") && message.contains(first))
        }
    }

    @Test func aPagesBlockAndItsOwnBlockFileAreOneBlock() throws {
        let block = """
            // main.swift — one view
            let storage: [String: Storage] = ["k": .state(owner: "A")]
            let tree = ViewTree(nodes: [ViewNode("A", parent: nil, reads: ["k"])], storage: storage)
            // the file's copy may keep other comments
            let c = tree.change("tap", key: "k")
            """
        let page =
            "# A lesson\n\n```swift\n"
            + block.replacingOccurrences(of: "// the file's copy may keep other comments\n", with: "") + "\n```\n"
        let inputs: [Input] = [
            ("/c/01-x/1/main.swift", try InputReader.read(source: block, file: "/c/01-x/1/main.swift", kind: .block)),
            ("/c/01-x/lesson.md", try InputReader.read(source: page, file: "/c/01-x/lesson.md", kind: .page)),
        ]
        for layout in [PublishPlan.Layout.frames(previews: true), .animations, .articles(root: "Course")] {
            let plan = try PublishPlan(inputs: inputs, layout: layout)
            #expect(plan.blockNames == ["01-x-1"])
            #expect(plan.blocks[0].origin == "/c/01-x/1/main.swift")
            if case .animations = layout {
                #expect(plan.pages.isEmpty)
            } else {
                #expect(plan.pages.map(\.blockNames) == [[1: "01-x-1"]])
            }
            let reversed = try PublishPlan(inputs: inputs.reversed(), layout: layout)
            #expect(reversed.blockNames == ["01-x-1"])
            #expect(reversed.blocks[0].origin == "/c/01-x/lesson.md:4")
        }
        // One change more, and they are two blocks with one name: refused, naming both.
        let changed = block + "\nlet d = tree.change(\"tap again\", key: \"k\")"
        let other = try InputReader.read(source: changed, file: "/c/01-x/1/main.swift", kind: .block)
        #expect(
            throws: PublishError.collision(name: "01-x-1", first: "/c/01-x/lesson.md:4", second: "/c/01-x/1/main.swift")
        ) {
            try PublishPlan(inputs: [inputs[1], ("/c/01-x/1/main.swift", other)], layout: .frames(previews: true))
        }
    }

    @Test func namesOfEveryScriptStayApart() throws {
        let inputs = [
            try SmallInputs.scene(at: "/s/1.json", name: "счётчик"),
            try SmallInputs.scene(at: "/s/2.json", name: "счёт"),
            try SmallInputs.scene(at: "/s/3.json", name: "計数器"),
            try SmallInputs.scene(at: "/s/4.json", name: "計数"),
            try SmallInputs.scene(at: "/s/5.json", name: "counter"),
            try SmallInputs.scene(at: "/s/6.json", name: "-x"),
        ]
        let plan = try PublishPlan(inputs: inputs, layout: .animations)
        #expect(plan.blockNames == ["счётчик", "счёт", "計数器", "計数", "counter", "x"])
    }

    @Test func theCoursesLayoutNamesEveryBlockAndPageApart() throws {
        let inputs = [
            try SmallInputs.page(at: "/c/01-x/lesson.md"),
            try SmallInputs.page(at: "/c/02-y/lesson.md", blocks: 1),
        ]
        let plan = try PublishPlan(inputs: inputs, layout: .frames(previews: true))
        #expect(plan.blockNames == ["01-x-1", "01-x-2", "02-y-1"])
        #expect(plan.pages.map(\.name) == ["01-x", "02-y"])
        #expect(plan.pages[0].blockNames == [1: "01-x-1", 2: "01-x-2"])
        let blocks = try PublishPlan(
            inputs: [
                try SmallInputs.block(at: "/c/01-x/1/main.swift"), try SmallInputs.block(at: "/c/01-x/2/main.swift"),
            ],
            layout: .frames(previews: true)
        )
        #expect(blocks.blockNames == ["01-x-1", "01-x-2"])
        #expect(blocks.pages.isEmpty)
    }

    @Test func framesArePaddedAndTheirIdsStartWithTheBlock() throws {
        let plan = try PublishPlan(
            inputs: [try SmallInputs.block(at: "/c/many.swift", changes: 120)], layout: .frames(previews: true))
        let frames = plan.blocks[0].frames
        #expect(frames.count == 120)
        #expect(frames.first?.stem == "001-tap-1")
        #expect(frames.last?.stem == "120-tap-120")
        #expect(frames.last?.idPrefix == "many-120")
        #expect(Set(frames.map(\.stem)).count == 120)
    }

    @Test func aSelectionDrawsOnlyWhatItNames() throws {
        let inputs = [try SmallInputs.page(at: "/c/01-x/lesson.md", blocks: 3)]
        let plan = try PublishPlan(inputs: inputs, layout: .frames(previews: true), selection: Selection(block: 2))
        #expect(plan.blockNames == ["01-x-2"])
        #expect(plan.pages.isEmpty, "a partial run writes no preview")
        let changes = try PublishPlan(
            inputs: [try SmallInputs.block(at: "/c/b.swift", changes: 6)], layout: .animations,
            selection: Selection(changes: Selection.positions("2,4-6"))
        )
        #expect(changes.blocks[0].frames.map(\.index) == [1, 3, 4, 5])
        #expect(changes.blocks[0].frames.map(\.stem) == ["02-tap-2", "04-tap-4", "05-tap-5", "06-tap-6"])
    }

    @Test func aSelectionOutOfRangeNamesTheValidRange() throws {
        let inputs = [try SmallInputs.page(at: "/c/01-x/lesson.md", blocks: 3)]
        #expect(throws: PublishError.noSuchBlock(4, input: "/c/01-x/lesson.md", count: 3)) {
            try PublishPlan(inputs: inputs, layout: .animations, selection: Selection(block: 4))
        }
        #expect(
            PublishError.noSuchBlock(4, input: "p.md", count: 3).message(naming: \.rawValue)
                == "no block 4 in p.md: valid blocks are 1-3")
        let block = [try SmallInputs.block(at: "/c/b.swift", changes: 2)]
        #expect(throws: PublishError.noSuchChange(3, block: "b", count: 2)) {
            try PublishPlan(inputs: block, layout: .animations, selection: Selection(changes: [1, 3]))
        }
        #expect(
            PublishError.noSuchChange(3, block: "b", count: 2).message(naming: \.rawValue)
                == "no change 3 in block b: valid changes are 1-2")
        #expect(PublishError.noSuchChange(3, block: "b", count: 2).isUsage)
    }

    @Test(
        arguments: [
            ("2,4-6", [2, 4, 5, 6]), ("3", [3]), ("1-1", [1]), ("5,1,5", [5, 1]),
            ("", nil), ("0", nil), ("2-1", nil), ("1,,2", nil), ("a", nil), ("-3", nil), ("1-2-3", nil),
        ] as [(String, [Int]?)])
    func aChangeListTakesNumbersAndRanges(_ list: String, _ positions: [Int]?) {
        #expect(Selection.positions(list) == positions)
    }
}
