import CadenceCore
import Foundation

/// The stored form of a user's day verdicts (docs/schema.md "v10-derived-state"): one row per
/// user holding two bits per day from `first` — 0 neutral, 1 perfect, 2 imperfect — so ten
/// years of verdicts are 913 bytes, read and written as one value.
public enum VerdictBitmap {
    /// The bits of `verdicts` for the days from `first` before `through`.
    public static func encode(_ verdicts: [Day: DayVerdict], first: Day, through: Day) -> Data {
        let count = max(first.days(until: through), 0)
        var bytes = [UInt8](repeating: 0, count: (count + 3) / 4)
        for (day, verdict) in verdicts where day >= first && day < through {
            let index = first.days(until: day)
            let code: UInt8 = verdict == .perfect ? 1 : (verdict == .imperfect ? 2 : 0)
            bytes[index / 4] |= code << UInt8((index % 4) * 2)  // integer-only
        }
        return Data(bytes)
    }

    /// The non-neutral verdicts stored for the days from `first` before `through`; `nil` when
    /// the value is too short or holds a code that means nothing (the state is then ignored).
    public static func decode(_ data: Data, first: Day, through: Day) -> [Day: DayVerdict]? {
        let count = max(first.days(until: through), 0)
        guard data.count >= (count + 3) / 4 else { return nil }
        var verdicts: [Day: DayVerdict] = [:]
        let bytes = [UInt8](data)
        for index in 0..<count {
            switch (bytes[index / 4] >> UInt8((index % 4) * 2)) & 3 {  // integer-only
            case 0: continue
            case 1: verdicts[first.adding(days: index)] = .perfect
            case 2: verdicts[first.adding(days: index)] = .imperfect
            default: return nil
            }
        }
        return verdicts
    }

    /// The verdicts a `.saveDayVerdicts` leaves stored: the stored ones before `new.from` (all
    /// replaced when it is `nil`) and the new ones, through `new.through`.
    public static func merged(_ new: StoredVerdicts, onto stored: [Day: DayVerdict]) -> [Day: DayVerdict] {
        guard let from = new.from else { return new.verdicts }
        var result = stored.filter { $0.key < from }
        for (day, verdict) in new.verdicts where day >= from { result[day] = verdict }
        return result
    }
}
