import CadenceTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Builds the datasets, runs the selected measures in order and renders the report.
struct BenchRunner: Sendable {
    let options: BenchOptions

    func run() async throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cadence-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            if options.keep {
                Log.info("kept the databases in \(directory.path)")
            } else {
                try? FileManager.default.removeItem(at: directory)
            }
        }
        let context = BenchContext(quick: options.quick)
        if let url = options.postgresURL {
            let results = try await PostgresBenchRunner(url: url, context: context).run(in: directory)
            return options.json ? JSONRenderer(results: results).render() : TableRenderer(results: results).render()
        }
        let measures = BenchMeasure.allCases.filter(options.runs)
        var results: [BenchResult] = []
        if measures.contains(where: \.usesTypical) {
            results += try await typicalMeasures(in: directory, context: context)
        }
        if measures.contains(where: \.usesHeavy) {
            results += try await heavyMeasures(in: directory, context: context)
        }
        if options.runs(.importLoop) {
            Log.info("measuring a Loop import…")
            results.append(try await ImportMeasure.run(in: directory, context: context))
        }
        if options.runs(.bodyParsing) {
            Log.info("measuring request-body parsing…")
            results += try await BodyParsingMeasure.run(context: context)
        }
        return options.json ? JSONRenderer(results: results).render() : TableRenderer(results: results).render()
    }

    /// Size, open, start-up and write, on the typical dataset (in that order: the size is taken
    /// before any measure adds rows).
    private func typicalMeasures(in directory: URL, context: BenchContext) async throws -> [BenchResult] {
        Log.info("building the typical dataset…")
        let typical = try await DatasetFixture.build(.typical(), in: directory)
        Log.info(describe(typical))
        var results: [BenchResult] = []
        if options.runs(.size) {
            results += try SizeMeasure.run(typical, minimalPath: directory.appendingPathComponent("minimal.sqlite").path)
        }
        settle()
        Log.info("measuring on the typical store…")
        if options.runs(.open) { results.append(try await OpenMeasure.run(typical, context: context)) }
        if options.runs(.startup) { results.append(try await StartupMeasure.run(typical, context: context)) }
        if options.runs(.write) { results += try await WriteMeasure.run(typical, context: context) }
        return results
    }

    /// Today's list and statistics, on the heavy dataset.
    private func heavyMeasures(in directory: URL, context: BenchContext) async throws -> [BenchResult] {
        Log.info("building the heavy dataset…")
        let heavy = try await DatasetFixture.build(.heavy(), in: directory)
        Log.info(describe(heavy))
        settle()
        Log.info("measuring reads on the heavy store…")
        let reads = try ReadMeasures(fixture: heavy, context: context)
        var results: [BenchResult] = []
        if options.runs(.today) { results.append(try await reads.todayList()) }
        if options.runs(.habitStatistics) { results.append(try await reads.habitStatistics()) }
        if options.runs(.allStatistics) { results.append(try await reads.allStatistics()) }
        if options.runs(.reminders) { results.append(try await reads.reminderPlan()) }
        if options.runs(.dashboard) { results.append(try await reads.dashboard()) }
        return results
    }

    /// Flushes the dataset's dirty pages to disk, so that their write-back does not land in
    /// the first timed runs.
    private func settle() {
        #if canImport(Glibc)
            sync()
        #endif
    }

    private func describe(_ fixture: DatasetFixture) -> String {
        let dataset = fixture.dataset
        return "  \(dataset.profile.name): \(dataset.habits.count) habits, \(dataset.checkInCount) check-ins, "
            + "\(dataset.skippedDayCount) skipped days, \(dataset.profile.days) days to \(dataset.profile.today), "
            + String(format: "built in %.2f s", fixture.buildSeconds)
    }
}
