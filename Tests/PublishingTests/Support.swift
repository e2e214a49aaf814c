import CourseFixtures
import Foundation
import LessonScript
import TemporaryFolders

@testable import Publishing

/// The manifest `render` plans for every course page, before any file is listed in it.
func courseManifest() throws -> Manifest {
    let paths = Course.pageNames.map { Course.page($0).path }
    let inputs = try paths.map { (path: $0, document: try InputReader.read(path: $0)) }
    let plan = try PublishPlan(inputs: inputs, layout: .frames(previews: true))
    return Manifest(plan: plan, command: "render", version: TriggerGraphVersion.current)
}
