// The library product: everything a Swift program needs to read lessons, model them, draw their
// diagrams and publish them, under one import. Each module below keeps its own role (see
// Package.swift); this one only gathers them, so that every type in their public API can be named.
@_exported import Animation
@_exported import DOT
@_exported import Graphviz
@_exported import LessonScript
@_exported import Pages
@_exported import Publishing
@_exported import SystemIO
@_exported import TextEscapes
@_exported import TriggerDiagram
@_exported import TriggerModel
@_exported import TriggerRender
