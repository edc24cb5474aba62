import Foundation

/// `cadence --db <typical store> --json today`: the command-line tool's wall time from spawn
/// to exit, beside spawning a Foundation hello world (`cadence-hello`, built next to the
/// bench), or `/bin/true` when that is not built.
enum StartupMeasure {
    static let target = 100.0
    /// docs/benchmarks.md "Issue #36: the bench rows": at most twice a Foundation hello world.
    static let ratioTarget = 2.0
    static let measure = "cadence today startup (typical)"

    /// The executable `name` next to this one (the same build products folder), if built.
    static func executable(_ name: String = "cadence") -> String? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = own.deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    static func run(_ fixture: DatasetFixture, context: BenchContext) async throws -> BenchResult {
        guard let cadence = executable() else {
            return skipped(
                "skipped: no `cadence` executable next to cadence-bench; build it first "
                    + "(swift build -c release --product cadence)")
        }
        let spawner = ProcessSpawner()
        // `--now <dataset day>` (12:00 local) makes the run list the dataset's today, as the
        // other measures do; without it the tool would look at the machine's date.
        let command = [cadence, "--db", fixture.path, "--now", fixture.dataset.profile.today.description, "--json", "today"]
        let status = try spawner.run(command)
        guard status == 0 else {
            return skipped("skipped: `cadence --db <typical> --now <day> --json today` exited with status \(status)")
        }
        let hello = executable("cadence-hello")
        let baselineCommand = hello.map { [$0] } ?? ["/bin/true"]
        let (engine, baseline) = try await context.sampler.compare(
            context.expensive,
            engine: { _ in _ = try spawner.run(command) },
            baseline: { _ in _ = try spawner.run(baselineCommand) })
        return BenchResult(
            measure: measure, engine: engine, baseline: baseline, target: target,
            ratioTarget: hello == nil ? nil : ratioTarget,
            note: "posix_spawn + wait of `cadence --db <typical> --now \(fixture.dataset.profile.today) --json today` "
                + "(output to /dev/null); baseline: the same for "
                + (hello == nil
                    ? "/bin/true (build cadence-hello for the Foundation hello world: swift build -c release --product cadence-hello)"
                    : "cadence-hello, a Foundation hello world"))
    }

    private static func skipped(_ note: String) -> BenchResult {
        BenchResult(measure: measure, unit: "ms", median: nil, baseline: nil, target: target, note: note)
    }
}
