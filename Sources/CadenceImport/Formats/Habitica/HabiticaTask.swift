import Foundation

/// One task of Habitica's user data export (docs/import-export.md "Habitica"): the JSON of
/// Habitica's task model (`website/server/models/task.js`), the same shape for habits, dailies,
/// to-dos and rewards — which fields a task has depends on its type, so every field is
/// optional here and the importer says which it needs. Numbers are read as `Double` and
/// range-checked by the importer (`NumericBoundary`), never trusted as integers.
struct HabiticaTask: Decodable {
    /// `id`, or the Mongo `_id` it copies.
    let id: String?
    let text: String?
    let notes: String?
    let createdAt: Stamp?
    let updatedAt: Stamp?
    /// Habits: whether the + and − buttons exist (both default to true).
    let up: Bool?
    let down: Bool?
    /// Dailies: `daily`, `weekly`, `monthly` or `yearly`; habits: when their counters reset.
    let frequency: String?
    /// Dailies: every X days, weeks, months or years.
    let everyX: Double?
    /// Dailies: the weekdays of a weekly daily.
    let repeatDays: Repeat?
    /// Dailies: the days (1–31) of a monthly daily.
    let daysOfMonth: [Double]?
    /// Dailies: the weeks (0–4) of a monthly daily repeating on a weekday.
    let weeksOfMonth: [Double]?
    let startDate: Stamp?
    /// The readable entries of `history`; `null` entries (which old, preened histories can
    /// hold) are left out and counted in `nullHistoryEntries`.
    let history: [HistoryEntry]?
    let nullHistoryEntries: Int
    let checklist: [ChecklistItem]?
    let reminders: [ReminderTime]?
    /// Dailies: checked off today; to-dos: done.
    let completed: Bool?
    /// To-dos: when they were checked off.
    let dateCompleted: Stamp?
    /// To-dos: the due date.
    let date: Stamp?
    /// Difficulty: 0.1 trivial, 1 easy, 1.5 medium, 2 hard.
    let priority: Double?
    /// Tag ids (the user document's `tags` names them).
    let tags: [String]?

    private enum CodingKeys: String, CodingKey {
        case id
        case mongoID = "_id"
        case text, notes, createdAt, updatedAt, up, down, frequency, everyX
        case repeatDays = "repeat"
        case daysOfMonth, weeksOfMonth, startDate, history, checklist, reminders, completed, dateCompleted, date
        case priority, tags
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let mongoID = try container.decodeIfPresent(String.self, forKey: .mongoID)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? mongoID
        text = try container.decodeIfPresent(String.self, forKey: .text)
        notes = try container.decodeIfPresent(String.self, forKey: .notes)
        createdAt = try container.decodeIfPresent(Stamp.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(Stamp.self, forKey: .updatedAt)
        up = try container.decodeIfPresent(Bool.self, forKey: .up)
        down = try container.decodeIfPresent(Bool.self, forKey: .down)
        frequency = try container.decodeIfPresent(String.self, forKey: .frequency)
        everyX = try container.decodeIfPresent(Double.self, forKey: .everyX)
        repeatDays = try container.decodeIfPresent(Repeat.self, forKey: .repeatDays)
        daysOfMonth = try container.decodeIfPresent([Double].self, forKey: .daysOfMonth)
        weeksOfMonth = try container.decodeIfPresent([Double].self, forKey: .weeksOfMonth)
        startDate = try container.decodeIfPresent(Stamp.self, forKey: .startDate)
        let entries = try container.decodeIfPresent([HistoryEntry?].self, forKey: .history)
        history = entries?.compactMap { $0 }
        nullHistoryEntries = entries.map { list in list.reduce(0) { $0 + ($1 == nil ? 1 : 0) } } ?? 0
        checklist = try container.decodeIfPresent([ChecklistItem].self, forKey: .checklist)
        reminders = try container.decodeIfPresent([ReminderTime].self, forKey: .reminders)
        completed = try container.decodeIfPresent(Bool.self, forKey: .completed)
        dateCompleted = try container.decodeIfPresent(Stamp.self, forKey: .dateCompleted)
        date = try container.decodeIfPresent(Stamp.self, forKey: .date)
        priority = try container.decodeIfPresent(Double.self, forKey: .priority)
        // Tags are only counted: read leniently (API v2 wrote them as an object of ids).
        if let list = try? container.decodeIfPresent([String?].self, forKey: .tags) {
            tags = list.compactMap { $0 }
        } else if let object = try? container.decodeIfPresent([String: Bool?].self, forKey: .tags) {
            tags = object.filter { $0.value == true }.map(\.key).sorted()
        } else {
            tags = nil
        }
    }

    /// A date as Habitica writes it: milliseconds since 1970 (`Number(new Date())`, history
    /// entries) or text (`JSON.stringify` of a `Date`: ISO 8601; a to-do's old free-text due
    /// dates such as `"3/13"`). A copy of the document made with MongoDB's tools writes a date
    /// as Extended JSON, `{"$date": "2026-03-01T10:00:00Z"}`, `{"$date": 1772359200000}` or
    /// `{"$date": {"$numberLong": "1772359200000"}}`: read as the text or number inside. Read as
    /// written; `HabiticaTime` interprets and range-checks it (docs/import-export.md "Habitica").
    enum Stamp: Decodable, Hashable {
        case milliseconds(Double)
        case text(String)

        private struct ExtendedJSON: Decodable {
            let date: Inner

            enum Inner: Decodable {
                case number(Double)
                case text(String)

                private enum CodingKeys: String, CodingKey { case numberLong = "$numberLong" }

                init(from decoder: any Decoder) throws {
                    if let single = try? decoder.singleValueContainer() {
                        if let number = try? single.decode(Double.self) {
                            self = .number(number)
                            return
                        }
                        if let text = try? single.decode(String.self) {
                            self = .text(text)
                            return
                        }
                    }
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    let digits = try container.decode(String.self, forKey: .numberLong)
                    guard let number = Double(digits.trimmingCharacters(in: .whitespaces)) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: .numberLong, in: container, debugDescription: "'\(digits)' is not a number")
                    }
                    self = .number(number)
                }
            }

            private enum CodingKeys: String, CodingKey { case date = "$date" }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                self = .milliseconds(number)
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let wrapped = try? container.decode(ExtendedJSON.self) {
                switch wrapped.date {
                case .number(let number): self = .milliseconds(number)
                case .text(let text): self = .text(text)
                }
            } else {
                throw DecodingError.typeMismatch(
                    String.self,
                    DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "expected a date: milliseconds since 1970 or ISO 8601 text"))
            }
        }
    }

    /// One entry of a habit's or daily's `history`. Habits: one entry a day with that day's
    /// `scoredUp`/`scoredDown` counts (since 2018). Dailies: one entry per check-off
    /// (`completed: true`) and one at the end of each day it was left unchecked
    /// (`completed: false`, `isDue`) — both since 2021. Older entries, and those Habitica
    /// aggregates by month and year once they are old, have only `date` and `value`
    /// (docs/import-export.md "Habitica").
    ///
    /// `date` may be `null` or missing: Habitica aggregates old entries with `Number(date)`,
    /// which is `NaN` — written as `null` — for a date it kept as text. Such an entry names no
    /// day; it is counted, not imported.
    struct HistoryEntry: Decodable {
        let date: Stamp?
        let value: Double?
        let scoredUp: Double?
        let scoredDown: Double?
        let isDue: Bool?
        let completed: Bool?
    }

    /// A checklist item of a daily or to-do (docs/import-export.md "Habitica": kept as text).
    struct ChecklistItem: Decodable {
        let text: String?
        let completed: Bool?
    }

    /// A reminder: `time` is a date whose local time of day is the reminder's
    /// (docs/import-export.md "Habitica").
    struct ReminderTime: Decodable {
        let time: Stamp?
        let startDate: Stamp?
    }

    /// The weekdays of a weekly daily (`m`, `t`, `w`, `th`, `f`, `s`, `su`; each defaults to true;
    /// docs/import-export.md "Habitica").
    struct Repeat: Decodable {
        let m: Bool?
        let t: Bool?
        let w: Bool?
        let th: Bool?
        let f: Bool?
        let s: Bool?
        let su: Bool?

        /// ISO weekday numbers 1 (Monday) to 7 with their flags, a missing flag meaning true.
        var flags: [(Int, Bool)] {
            [(1, m ?? true), (2, t ?? true), (3, w ?? true), (4, th ?? true), (5, f ?? true), (6, s ?? true), (7, su ?? true)]
        }
    }
}
