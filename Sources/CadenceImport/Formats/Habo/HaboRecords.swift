import Foundation

/// Habo's backup file (docs/import-export.md "Habo"): the app's "Backup" writes a JSON list of
/// habits; its full export (`exportAllData`) an object with a `habits` list. Both are read.
struct HaboFile: Decodable {
    let habits: [HaboHabit]

    init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var habits: [HaboHabit] = []
            while !list.isAtEnd { habits.append(try list.decode(HaboHabit.self)) }
            self.habits = habits
        } else {
            let object = try decoder.container(keyedBy: Keys.self)
            habits = try object.decode([HaboHabit].self, forKey: .habits)
        }
    }

    private enum Keys: String, CodingKey { case habits }
}

/// One habit of a Habo backup (Habo's `Habit.toJson`). Flags are 0/1 numbers (`true`/`false`
/// are accepted too); `events` maps a day (`2026-03-01 00:00:00.000`) to `[DayType, comment,
/// progress?, target?]`. Numbers are read as `Double` and range-checked by the importer.
/// See docs/import-export.md "Habo".
struct HaboHabit: Decodable {
    let id: Double?
    let uuid: String?
    let title: String?
    let twoDayRule: HaboFlag?
    let position: Double?
    let cue: String?
    let routine: String?
    let reward: String?
    let advanced: HaboFlag?
    let notification: HaboFlag?
    let notTime: String?
    let events: [String: HaboEvent]?
    let sanction: String?
    let accountant: String?
    /// 0 boolean, 1 numeric.
    let habitType: Double?
    let targetValue: Double?
    let partialValue: Double?
    let unit: String?
    let categories: [HaboCategory]?
    let archived: HaboFlag?
    let deletedAt: String?

    enum CodingKeys: String, CodingKey {
        case id, uuid, title, twoDayRule, position, cue, routine, reward, advanced, notification, notTime, events
        case sanction, accountant, habitType, targetValue, partialValue, unit, categories, archived
        case deletedAt = "deleted_at"
    }
}

/// A 0/1 flag of a Habo backup (`true`/`false` accepted). See docs/import-export.md "Habo".
struct HaboFlag: Decodable {
    let isOn: Bool

    init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if let flag = try? value.decode(Bool.self) {
            isOn = flag
        } else {
            let number = try value.decode(Double.self)
            guard number.isFinite else {
                throw DecodingError.dataCorruptedError(in: value, debugDescription: "a flag is 0 or 1")
            }
            isOn = number != 0
        }
    }
}

/// One day of a Habo habit: `["DayType.check", "comment", 2.5, 5]` (progress and target for
/// numeric habits; older backups write `DayType.Check`). See docs/import-export.md "Habo".
struct HaboEvent: Decodable {
    let dayType: String
    let comment: String?
    let progress: Double?

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        dayType = try list.decode(String.self)
        comment = try list.isAtEnd ? nil : list.decodeIfPresent(String.self)
        progress = try list.isAtEnd ? nil : list.decodeIfPresent(Double.self)
    }
}

/// A category of a Habo habit; categories are not imported (docs/import-export.md "Habo").
struct HaboCategory: Decodable {
    let title: String?
}
