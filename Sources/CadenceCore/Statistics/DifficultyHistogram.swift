/// How many days were rated each difficulty 1…5 (docs/domain-rules.md §3: a day record's
/// difficulty), over the records given — the detail page's difficulty chart. Records without a
/// rating, or with one outside 1…5 (never stored, but a row from an older version could hold
/// one), are not counted.
public struct DifficultyHistogram: Sendable, Hashable {
    /// `counts[0]` is the number of days rated 1, … `counts[4]` rated 5.
    public let counts: [Int]

    public init(records: some Sequence<DayRecord>) {
        var counts = [Int](repeating: 0, count: 5)
        for record in records {
            if let difficulty = record.difficulty, (1...5).contains(difficulty) { counts[difficulty - 1] += 1 }
        }
        self.counts = counts
    }

    /// No days rated.
    public static let empty = DifficultyHistogram(records: [])
}
