/// SplitMix64: a tiny, fast, seeded pseudo-random generator (Steele, Lea and Flood, 2014).
///
/// The one seeded generator of the tests and tools (datasets, Loop backups, fuzz cases,
/// property tests): they never touch system randomness, so the same seed gives the same numbers
/// on every platform and every run, and whatever they generate is reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one independent stream (one habit, say) derived from a seed.
    public init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        state = mixer.next()
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A uniform double in `0 ..< 1` (53 random bits).
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// `true` with probability `probability`.
    public mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    /// A uniform integer in `range`.
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
