import Foundation

/// `cadence --db <typical store> --json today`: the command-line tool's wall time from spawn
/// to exit, beside spawning `/bin/true`.
enum StartupMeasure {
    static let target = 100.0
    static let measure = "cadence today startup (typical)"

    /// The `cadence` executable next to this one (the same build products folder), if built.
    static func executable() -> String? {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = own.deletingLastPathComponent().appendingPathComponent("cadence").path
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
        let (engine, baseline) = try await context.sampler.compare(
            context.expensive,
            engine: { _ in _ = try spawner.run(command) },
            baseline: { _ in _ = try spawner.run(["/bin/true"]) })
        return BenchResult(
            measure: measure, engine: engine, baseline: baseline, target: target,
            note: "posix_spawn + wait of `cadence --db <typical> --now \(fixture.dataset.profile.today) --json today` "
                + "(output to /dev/null); baseline: the same for /bin/true")
    }

    private static func skipped(_ note: String) -> BenchResult {
        BenchResult(measure: measure, unit: "ms", median: nil, baseline: nil, target: target, note: note)
    }
}
