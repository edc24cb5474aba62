import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// Adding one check-in through `CadenceService.addCheckIn` (validation, the store's `apply`
/// transaction committed, the new row read back), beside a raw INSERT + COMMIT on a second
/// connection with the store's own journal mode and synchronous level.
enum WriteMeasure {
    static let target = 0.3
    static let ratioTarget = 1.5

    static func run(_ fixture: DatasetFixture, context: BenchContext) async throws -> [BenchResult] {
        let pragmas = try await StorePragmas.read(path: fixture.path)
        let service = try fixture.openService()
        let dataset = fixture.dataset
        // Habit 1 of the mix: "Read", a daily measured habit; the default amount is its target.
        let habit = dataset.habits[min(1, dataset.habits.count - 1)]
        let raw = try RawWrites(path: fixture.path, synchronous: pragmas.synchronous, user: dataset.user, habit: habit.id)
        let rawSettings = try raw.settings()
        let day = Int64(dataset.profile.today.ordinal)
        let milliseconds = NumericBoundary.clamped64(dataset.now.timeIntervalSince1970 * 1000)
        let (engine, baseline) = try await context.sampler.compare(
            context.cheap,
            engine: { _ in _ = try await service.addCheckIn(to: habit.id, for: dataset.user) },
            baseline: { _ in try raw.insertCheckIn(day: day, at: milliseconds, amount: habit.goal.target) })
        let write = BenchResult(
            measure: "add one check-in (durable commit)", engine: engine, baseline: baseline, target: target,
            ratioTarget: ratioTarget,
            note: "typical store; store connection: journal_mode=\(pragmas.journalMode), synchronous=\(pragmas.synchronousName) "
                + "(set by GRDB for WAL); raw: journal_mode=\(rawSettings.journalMode), synchronous=\(rawSettings.synchronous), "
                + "BEGIN IMMEDIATE + INSERT + COMMIT")

        // Informational: what a commit that also survives power loss (an fsync per commit) costs here.
        let full = try RawWrites(path: fixture.path, synchronous: 2, user: dataset.user, habit: habit.id)
        let (fullSync, normalSync) = try await context.sampler.compare(
            context.medium,
            engine: { _ in try full.insertCheckIn(day: day, at: milliseconds, amount: habit.goal.target) },
            baseline: { _ in try raw.insertCheckIn(day: day, at: milliseconds, amount: habit.goal.target) })
        let fsync = BenchResult(
            measure: "raw insert + commit, synchronous=FULL", engine: fullSync, baseline: normalSync, target: nil,
            note: "informational: an fsync of the WAL at every commit (durable across power loss), beside the "
                + "raw NORMAL commit")
        return [write, fsync]
    }
}
