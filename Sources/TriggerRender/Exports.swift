// What a program that draws needs besides the renderer: the model (`ViewTree`, `Change`, …)
// and the diagram's vocabulary (`Theme`, `SequenceDiagram`). `import TriggerRender` is enough.
@_exported import TriggerDiagram
@_exported import TriggerModel
