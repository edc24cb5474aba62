import Foundation

// cadence-fuzz: the importers' mutation fuzzer (docs/robustness.md). Run with
// `swift run cadence-fuzz [--seed N] [--cases N] [--format F]`.

/// Writes a line to standard output unbuffered, so that nothing is lost when a case crashes.
@Sendable func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

do {
    guard let options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        say(FuzzOptions.usage)
        exit(0)
    }
    let failures = try await FuzzRunner(options: options, output: say).run()
    if failures > 0 {
        say("cadence-fuzz: \(failures) failing case(s); inputs in \(options.failures.path)")
        exit(1)
    }
    say("cadence-fuzz: no failing case")
} catch {
    FileHandle.standardError.write(Data("cadence-fuzz: \(error)\n".utf8))
    exit(2)
}
