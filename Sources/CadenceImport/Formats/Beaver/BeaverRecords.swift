import CadenceCore
import Foundation

/// Beaver Habit Tracker's export (docs/import-export.md "Beaver Habit Tracker"): `{"user_email",
/// "exported_at", "habits": [...]}`; its stored habit list (`{"habits": [...], "order": [...]}`)
/// has the same habits and is read too.
struct BeaverFile: Decodable {
    let habits: [BeaverHabit]
}

/// One Beaver habit (its `DictHabit` data, written as stored): an id (a short hash), name,
/// status (`active`, `archive`, `soft_delete`, or `null`), the records by day and an optional
/// period (`{"period_type": "W", "period_count": 1, "target_count": 3}`, or `null`). Its `star`,
/// `tags` and `chips` are not imported and so not read (their types are not checked). Numbers
/// are read as `Double` and range-checked by the importer. See docs/import-export.md "Beaver
/// Habit Tracker".
struct BeaverHabit: Decodable {
    let id: BeaverID?
    let name: String?
    let status: String?
    let records: [BeaverRecord]?
    let period: BeaverPeriod?
}

/// A Beaver habit id: text, or a whole number in older files. See docs/import-export.md "Beaver Habit Tracker".
struct BeaverID: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let text = try? value.decode(String.self) {
            self.text = text
            return
        }
        let number = try value.decode(Double.self)
        guard let whole = NumericBoundary.integer64(number) else {
            throw DecodingError.dataCorruptedError(in: value, debugDescription: "an id is text or a whole number")
        }
        text = String(whole)
    }
}

/// One day of a Beaver habit: `{"day": "2026-03-01", "done": true, "text": "note #skip"}`.
/// See docs/import-export.md "Beaver Habit Tracker".
struct BeaverRecord: Decodable {
    let day: String
    let done: Bool?
    let text: String?
}

/// A Beaver habit's frequency: `target_count` ticks in `period_count` days (D), weeks (W),
/// months (M) or years (Y). Beaver reads an empty one (`{}`) as none; the importer does too,
/// and warns about one missing some of its three fields. See docs/import-export.md "Beaver
/// Habit Tracker".
struct BeaverPeriod: Decodable {
    let periodType: String?
    let periodCount: Double?
    let targetCount: Double?

    enum CodingKeys: String, CodingKey {
        case periodType = "period_type"
        case periodCount = "period_count"
        case targetCount = "target_count"
    }
}
