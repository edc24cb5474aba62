import Foundation

// cadence-bench: the benchmark tool (docs/benchmarks.md). Run with
// `swift run -c release cadence-bench [--quick] [--json]`.
do {
    guard let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(BenchOptions.usage)
        exit(0)
    }
    print(try await BenchRunner(options: options).run())
} catch {
    Log.info("cadence-bench: \(error)")
    exit(1)
}
