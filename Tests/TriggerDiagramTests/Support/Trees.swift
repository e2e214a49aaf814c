import Testing
import TriggerModel

/// Trees built in code (not through LessonScript), named for test descriptions.
struct Scene: Sendable, CustomTestStringConvertible {
    let name: String
    let tree: ViewTree
    let changes: [Change]

    var testDescription: String { name }

    /// Block 14-presentation-and-dismissal-2: one state key, two changes of it.
    static let sheet = Scene(
        name: "sheet",
        tree: try! ViewTree(
            nodes: [
                ViewNode("InvoiceScreen", parent: nil, reads: ["isEditorPresented"]),
                ViewNode("InvoiceHeader", parent: "InvoiceScreen", reads: []),
                ViewNode("InvoiceEditor", parent: "InvoiceScreen", reads: ["isEditorPresented"]),
            ], storage: ["isEditorPresented": .state(owner: "InvoiceScreen")]),
        changes: [Change("sheet-opened", key: "isEditorPresented"), Change("sheet-closed", key: "isEditorPresented")]
    )

    /// Block 06-lists-and-forms-2: one model object per row.
    static let notes = Scene(
        name: "notes",
        tree: try! ViewTree(
            nodes: [
                ViewNode("InboxList", parent: nil, reads: ["notes"]),
                ViewNode("NoteRow1", parent: "InboxList", reads: ["noteTitle1"]),
                ViewNode("NoteRow2", parent: "InboxList", reads: ["noteTitle2"]),
                ViewNode("NoteRow3", parent: "InboxList", reads: ["noteTitle3"]),
            ],
            storage: [
                "notes": .model(object: "NoteStore"), "noteTitle1": .model(object: "Note1"),
                "noteTitle2": .model(object: "Note2"), "noteTitle3": .model(object: "Note3"),
            ]),
        changes: [Change("title-changed", key: "noteTitle2"), Change("note-added", key: "notes")]
    )

    /// Every cause, one change each, plus a state key whose owner is no view and a repeated key.
    static let everyCause = Scene(
        name: "every-cause",
        tree: try! ViewTree(
            nodes: [
                ViewNode("CounterScreen", parent: nil, reads: ["count"]),
                ViewNode("CounterLabel", parent: "CounterScreen", reads: ["count", "textScale"]),
                ViewNode("NoteList", parent: "CounterScreen", reads: ["notes", "textScale"]),
                ViewNode("SidebarView", parent: "CounterScreen", reads: ["badge"]),
                ViewNode("BadgeView", parent: "NoteList", reads: ["badge", "ghost"]),
                ViewNode("Footer", parent: "CounterScreen", reads: ["legacyFlag"]),
            ],
            storage: [
                "count": .state(owner: "CounterScreen"),
                "notes": .model(object: "NoteStore"),
                "textScale": .environment,
                "badge": .state(owner: "SidebarView"),
                "ghost": .state(owner: "RemovedView"),
            ]),
        changes: [
            Change("tapped", key: "count"),
            Change("note-added", key: "notes"),
            Change("scale-changed", key: "textScale"),
            Change("badge-set", key: "badge"),
            Change("flag-flipped", key: "legacyFlag"),
            Change("ghost-written", key: "ghost"),
            Change("tapped-again", key: "count"),
        ]
    )

    /// Two roots sharing one environment key and one model.
    static let forest = Scene(
        name: "forest",
        tree: try! ViewTree(
            nodes: [
                ViewNode("MainWindow", parent: nil, reads: ["colorScheme"]),
                ViewNode("Editor", parent: "MainWindow", reads: ["document"]),
                ViewNode("SettingsWindow", parent: nil, reads: []),
                ViewNode("ThemePicker", parent: "SettingsWindow", reads: ["colorScheme"]),
                ViewNode("RecentList", parent: "SettingsWindow", reads: ["document"]),
            ], storage: ["colorScheme": .environment, "document": .model(object: "DocumentStore")]),
        changes: [Change("dark-mode", key: "colorScheme"), Change("saved", key: "document")]
    )

    /// Awkward names: quotes, backslashes, markup, keywords.
    static let hostile = Scene(
        name: "hostile",
        tree: try! ViewTree(
            nodes: [
                ViewNode("node", parent: nil, reads: ["a\"b"]),
                ViewNode("<script>x</script>", parent: "node", reads: ["trail\\", "a\"b"]),
                ViewNode("Ünïcode & \"quotes\"", parent: "node", reads: ["line\nbreak"]),
            ], storage: ["a\"b": .model(object: "Store \\N\"}"), "trail\\": .environment]),
        changes: [Change("odd\\", key: "a\"b"), Change("x", key: "trail\\"), Change("y", key: "line\nbreak")]
    )

    static let all: [Scene] = [.sheet, .notes, .everyCause, .forest, .hostile]
}
