/// What every measure shares: the sampler and how many repetitions to run.
struct BenchContext: Sendable {
    let sampler = Sampler()
    /// `--quick`: a smoke run with few repetitions.
    let quick: Bool

    /// Repetitions for a cheap measure (well under a millisecond to a few milliseconds).
    var cheap: Repetitions { quick ? Repetitions(warmup: 5, measured: 30) : Repetitions(warmup: 20, measured: 200) }
    /// Repetitions for a measure of a few to tens of milliseconds.
    var medium: Repetitions { quick ? Repetitions(warmup: 3, measured: 15) : Repetitions(warmup: 10, measured: 100) }
    /// Repetitions for an expensive measure (tens to hundreds of milliseconds).
    var expensive: Repetitions { quick ? Repetitions(warmup: 2, measured: 7) : Repetitions(warmup: 3, measured: 30) }
}
