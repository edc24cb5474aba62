import CadenceImport
import Foundation

/// Runs the cases of every format, prints one summary line per format, and writes each failing
/// input with a note on how to replay it.
struct FuzzRunner {
    let options: FuzzOptions
    /// Where the summary lines go (the executable prints them).
    let output: @Sendable (String) -> Void

    /// Per-format counts.
    struct Tally {
        var cases = 0
        var imported = 0
        var refusals: [String: Int] = [:]
        var failures = 0
        var slowest = 0.0
        var peakMegabytes = 0
        var bytes = 0
    }

    /// Runs everything; returns the number of failing cases.
    func run() async throws -> Int {
        let work = try workFolder()
        let watchdog = Watchdog(limit: options.hangSeconds)
        let store = try await FuzzStore.make(in: work)
        let runner = CaseRunner(
            store: store, folder: work.appendingPathComponent("current", isDirectory: true),
            maximumSeconds: options.maximumSeconds, maximumMegabytes: options.maximumMegabytes)
        if let replay = options.replay { return try await self.replay(replay, runner: runner) }

        let corpus = try SeedCorpus(root: options.corpus, formats: options.formats)
        let mutator = InputMutator(scratch: work.appendingPathComponent("mutation-scratch.db"))
        var failures = 0
        output("cadence-fuzz: seed \(options.seed), cases \(options.firstCase)..<\(options.firstCase + options.cases) per format")
        for format in options.formats {
            let seeds = corpus.seeds[format] ?? []
            var tally = Tally()
            let started = Date()
            for index in options.firstCase..<(options.firstCase + options.cases) {
                var random = FuzzRandom(seed: FuzzRandom.caseSeed(runSeed: options.seed, format: format.rawValue, index: index))
                let seed = random.pick(seeds)
                let (input, mutations) = mutator.mutate(seed, &random)
                let forced: ImportFormat? = random.chance(0.5) ? format : nil
                let label = "format \(format.rawValue) seed \(options.seed) case \(index) (from \(seed.seedName))"
                try recordProgress(label, mutations: mutations)
                watchdog.begin(label)
                let outcome = try await runner.run(input, forcedFormat: forced)
                watchdog.end()
                tally.cases += 1
                tally.bytes += input.size
                tally.slowest = max(tally.slowest, outcome.seconds)
                tally.peakMegabytes = max(tally.peakMegabytes, outcome.peakMegabytes)
                if outcome.imported { tally.imported += 1 }
                if let refusal = outcome.refusal {
                    tally.refusals[String(refusal.prefix { $0 != ":" }), default: 0] += 1
                }
                if options.verbose { output("  \(label): \(outcome.refusal ?? "imported") \(mutations)") }
                if !outcome.violations.isEmpty {
                    tally.failures += 1
                    let saved = try save(input, label: label, index: index, forced: forced, mutations: mutations, outcome: outcome)
                    output("FAIL \(label): \(outcome.violations.joined(separator: "; ")) — input: \(saved.path)")
                }
            }
            failures += tally.failures
            output(summary(format, tally, seconds: Date().timeIntervalSince(started)))
        }
        if options.work == nil { try? FileManager.default.removeItem(at: work) }
        return failures
    }

    private func summary(_ format: ImportFormat, _ tally: Tally, seconds: Double) -> String {
        let refusals = tally.refusals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return String(
            format: "%@: %d cases in %.1f s, %d imported, refused: %@; slowest case %.2f s, peak memory %d MB, %.1f MB of input; %d failing",
            format.rawValue, tally.cases, seconds, tally.imported, refusals.isEmpty ? "none" : refusals, tally.slowest,
            tally.peakMegabytes, Double(tally.bytes) / 1_048_576, tally.failures)
    }

    private func workFolder() throws -> URL {
        // On tmpfs when there is one: thousands of stores, each synced to disk, would measure the
        // disk rather than the importer.
        let base =
            FileManager.default.fileExists(atPath: "/dev/shm")
            ? URL(fileURLWithPath: "/dev/shm", isDirectory: true) : FileManager.default.temporaryDirectory
        let folder = options.work ?? base.appendingPathComponent("cadence-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Overwrites the progress file with the case about to run, so that a crash names it.
    private func recordProgress(_ label: String, mutations: [String]) throws {
        guard let progress = options.progress else { return }
        let text = "\(label)\nmutations: \(mutations.joined(separator: " | ").prefix(2_000))\nreplay: \(replayCommand(label))\n"
        try Data(text.utf8).write(to: progress)
    }

    private func replayCommand(_ label: String) -> String {
        let parts = label.split(separator: " ")
        guard parts.count > 5 else { return "" }
        return "cadence-fuzz --format \(parts[1]) --seed \(parts[3]) --first-case \(parts[5]) --cases 1"
    }

    /// Writes a failing input and a note beside it; returns the input's folder.
    private func save(
        _ input: FuzzInput, label: String, index: Int, forced: ImportFormat?, mutations: [String], outcome: CaseRunner.Outcome
    ) throws -> URL {
        let folder = options.failures.appendingPathComponent("\(input.format.rawValue)-seed\(options.seed)-case\(index)")
        try? FileManager.default.removeItem(at: folder)
        let file = try input.write(into: folder)
        let note = """
            \(label)
            imported as: \(forced?.rawValue ?? "detected format")
            violations: \(outcome.violations.joined(separator: "; "))
            outcome: \(outcome.refusal ?? "imported")
            mutations:
            \(mutations.map { "  - " + $0.prefix(300) }.joined(separator: "\n"))
            replay: \(replayCommand(label))
               or: cadence-fuzz --replay '\(file.path)' \(forced.map { "--format \($0.rawValue)" } ?? "")
            """
        try Data(note.utf8).write(to: folder.appendingPathComponent("NOTE.txt"))
        return file
    }

    /// Imports one saved input and reports it.
    private func replay(_ url: URL, runner: CaseRunner) async throws -> Int {
        let format = try options.formats.count == 1 ? options.formats[0] : FormatDetector.detect(url).format
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        let input = FuzzInput(
            seedName: url.lastPathComponent, format: format,
            files: try SeedCorpus.files(at: url, isFolder: isDirectory.boolValue))
        let outcome = try await runner.run(input, forcedFormat: options.formats.count == 1 ? format : nil)
        output(
            "replay \(url.path) as \(format.rawValue): \(outcome.refusal ?? "imported") in \(String(format: "%.2f", outcome.seconds)) s, peak "
                + "\(outcome.peakMegabytes) MB"
        )
        for violation in outcome.violations { output("FAIL \(violation)") }
        return outcome.violations.isEmpty ? 0 : 1
    }
}
