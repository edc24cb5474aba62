import CadenceTestSupport

/// A seeded, reproducible random number generator (the test support's SplitMix64): the same
/// seed gives the same cases on every machine, so a failing case is reproduced from its seed and
/// number alone.
struct FuzzRandom: RandomNumberGenerator {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    /// The seed of case `index` of `format` in a run seeded with `seed`: independent of the
    /// cases before it, so `--first-case N --cases 1` replays case N alone.
    static func caseSeed(runSeed: UInt64, format: String, index: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in format.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var mixer = FuzzRandom(seed: runSeed ^ hash ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        return mixer.next()
    }

    mutating func next() -> UInt64 {
        generator.next()
    }

    /// A number in `0..<count` (0 when `count` is not positive).
    mutating func below(_ count: Int) -> Int {
        count > 0 ? Int(next() % UInt64(count)) : 0  // integer-only
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
