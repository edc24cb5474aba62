import CadenceCore

/// Reading stored derived state back (docs/domain-rules.md §7 "Numbers at the boundary"): a
/// row whose numbers are out of range is not used — the answer is then derived from scratch,
/// which is always right — instead of becoming a domain value.
public enum StoredFoldRow {
    /// A habit fold from its stored columns, or `nil` when any is out of range.
    public static func fold(anchor: Int64, run: Int64, best: Int64, score: Double, rolling: Double) -> HabitFold? {
        guard let anchor = day(anchor),
            let run = Int(exactly: run), let best = Int(exactly: best), run >= 0, best >= run,
            score.isFinite, (0...1).contains(score), rolling.isFinite
        else { return nil }
        return HabitFold(anchor: anchor, run: run, best: best, score: score, rolling: rolling)
    }

    /// A stored day ordinal as a day, or `nil` outside the supported days.
    public static func day(_ ordinal: Int64) -> Day? {
        guard let ordinal = Int(exactly: ordinal) else { return nil }
        let day = Day(ordinal: ordinal)
        return Day.supported.contains(day) ? day : nil
    }
}
