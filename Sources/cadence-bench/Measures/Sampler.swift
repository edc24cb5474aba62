import CadenceCore

/// Summary of repeated timings, in milliseconds.
struct TimingSummary: Sendable {
    let samples: [Double]

    var median: Double { percentile(0.5) }
    var p90: Double { percentile(0.9) }
    var count: Int { samples.count }

    /// The `fraction` percentile by linear interpolation between the closest ranks.
    func percentile(_ fraction: Double) -> Double {
        let sorted = samples.sorted()
        guard let last = sorted.last else { return .nan }
        let position = fraction * Double(sorted.count - 1)
        let lower = NumericBoundary.clamped(position, rounding: .down, to: 0...max(sorted.count - 1, 0))
        let upper = min(lower + 1, sorted.count - 1)
        let weight = position - Double(lower)
        return sorted.count == 1 ? last : sorted[lower] * (1 - weight) + sorted[upper] * weight
    }
}

/// How many times to run a measure: warm-up runs (not recorded), then recorded repetitions.
struct Repetitions: Sendable {
    let warmup: Int
    let measured: Int
}

/// Runs an engine operation and its raw baseline alternately and times each run.
///
/// Interleaving (engine, baseline, baseline, engine, …) exposes both sides to the same
/// moments of a noisy, shared machine, so their ratio holds even when absolute times drift.
struct Sampler {
    private let clock = ContinuousClock()

    /// Times `engine` and `baseline` `repetitions.measured` times each after the warm-up.
    /// Both receive the repetition number (warm-up runs count from `-warmup`).
    func compare(
        _ repetitions: Repetitions,
        engine: (Int) async throws -> Void,
        baseline: (Int) throws -> Void
    ) async throws -> (engine: TimingSummary, baseline: TimingSummary) {
        for iteration in -repetitions.warmup..<0 {
            try await engine(iteration)
            try baseline(iteration)
        }
        var engineSamples: [Double] = []
        var baselineSamples: [Double] = []
        engineSamples.reserveCapacity(repetitions.measured)
        baselineSamples.reserveCapacity(repetitions.measured)
        for iteration in 0..<repetitions.measured {
            if iteration % 2 == 0 {
                engineSamples.append(try await timeAwaiting { try await engine(iteration) })
                baselineSamples.append(try time { try baseline(iteration) })
            } else {
                baselineSamples.append(try time { try baseline(iteration) })
                engineSamples.append(try await timeAwaiting { try await engine(iteration) })
            }
        }
        return (TimingSummary(samples: engineSamples), TimingSummary(samples: baselineSamples))
    }

    /// `compare` for a baseline that is itself asynchronous (a PostgreSQL round trip).
    func compareAsync(
        _ repetitions: Repetitions,
        engine: (Int) async throws -> Void,
        baseline: (Int) async throws -> Void
    ) async throws -> (engine: TimingSummary, baseline: TimingSummary) {
        for iteration in -repetitions.warmup..<0 {
            try await engine(iteration)
            try await baseline(iteration)
        }
        var engineSamples: [Double] = []
        var baselineSamples: [Double] = []
        for iteration in 0..<repetitions.measured {
            if iteration % 2 == 0 {
                engineSamples.append(try await timeAwaiting { try await engine(iteration) })
                baselineSamples.append(try await timeAwaiting { try await baseline(iteration) })
            } else {
                baselineSamples.append(try await timeAwaiting { try await baseline(iteration) })
                engineSamples.append(try await timeAwaiting { try await engine(iteration) })
            }
        }
        return (TimingSummary(samples: engineSamples), TimingSummary(samples: baselineSamples))
    }

    /// Milliseconds `body` takes.
    func timeAwaiting(_ body: () async throws -> Void) async rethrows -> Double {
        let start = clock.now
        try await body()
        return milliseconds(clock.now - start)
    }

    /// Milliseconds `body` takes.
    func time(_ body: () throws -> Void) rethrows -> Double {
        let start = clock.now
        try body()
        return milliseconds(clock.now - start)
    }

    private func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
    }
}
