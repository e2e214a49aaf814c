import SystemIO

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension BlockWorkers {
    /// The schedule of a plan's blocks for up to `jobs` processes. A block's cost is its frames
    /// times (its views, over all its trees, + 8): each frame also costs a fixed share, however
    /// few its views. A plan of fewer than ``fewestFramesToShare`` frames is drawn in one process.
    /// - Parameters:
    ///   - plan: The run's plan, whose blocks are scheduled.
    ///   - jobs: How many processes may draw; nil: one per core, the cores counted only when more
    ///     than one process could draw (counting them reads the scheduler's and the cgroup's files).
    ///   - kept: Names of blocks this process must draw itself: those a page preview
    ///     shows, which it writes from what it drew.
    /// - Returns: Which process draws which blocks.
    public static func schedule(for plan: PublishPlan, jobs: Int?, keeping kept: Set<String> = []) -> Schedule {
        var schedule = schedule(
            Array(plan.blocks.indices),
            keeping: Set(plan.blocks.indices.filter { kept.contains(plan.blocks[$0].name) }),
            cost: { position in
                let block = plan.blocks[position]
                return block.frames.count * (block.scene.trees.map(\.tree.nodes.count).reduce(0, +) + 8)
            },
            processes: plan.frameCount < fewestFramesToShare ? 1 : jobs ?? .max)
        if jobs == nil, schedule.processes > 1 {
            schedule.processes = min(schedule.processes, ProcessInfo.processInfo.activeProcessorCount)
        }
        return schedule
    }
}
