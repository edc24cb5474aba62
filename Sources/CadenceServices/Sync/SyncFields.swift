import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Entries": the synced fields of each kind of record, as canonical JSON texts, and
/// the records built back from them. Local ids never appear: a habit names its category by the
/// category's global id.
enum SyncFields {
    /// The largest sort order a synced habit or category carries.
    static let maximumSortOrder = 1_000_000
    /// Fields a row gets when it is made and never changes (the store keeps a habit's `createdAt`
    /// on every edit): recorded and merged with a new row, never compared afterwards.
    static let setOnce: Set<String> = ["createdAt"]

    /// The fields that decide whether a row differs from the document's (all but `setOnce`).
    static func compared(_ fields: [String: String]) -> [String: String] { fields.filter { !setOnce.contains($0.key) } }

    // MARK: Habits

    static func of(_ habit: Habit, categoryGID: String?) throws -> [String: String] {
        [
            "name": try SyncJSON.text(habit.name),
            "description": try SyncJSON.text(habit.description),
            "icon": try SyncJSON.text(habit.icon),
            "color": try SyncJSON.text(habit.color),
            "category": try SyncJSON.text(categoryGID),
            "definition": try SyncJSON.text(
                SyncHabitDefinition(kind: habit.kind, goal: habit.goal, baseline: habit.baseline, schedule: habit.schedule)),
            "dates": try SyncJSON.text(SyncHabitDates(start: habit.startDay, end: habit.endDay)),
            "reminders": try SyncJSON.text(
                habit.reminders.map(SyncReminder.init).sorted {
                    ($0.hour, $0.minute, $0.days.description, $0.active ? 1 : 0) < ($1.hour, $1.minute, $1.days.description, $1.active ? 1 : 0)
                }),
            "order": try SyncJSON.text(habit.sortOrder),
            "archived": try SyncJSON.text(habit.isArchived),
            "preset": try SyncJSON.text(habit.presetID),
            "source": try SyncJSON.text(habit.sourceID),
            // docs/sync.md "Entries": a field of its own, last writer wins; absent (a peer from
            // before the field) reads as no link.
            "linkedHealth": try SyncJSON.text(habit.linkedHealth),
            "createdAt": try SyncJSON.text(StoredMilliseconds.of(habit.createdAt)),
        ]
    }

    /// The habit the fields describe, validated as any habit is (docs/domain-rules.md §7);
    /// `categoryID` is the local id of its category.
    static func habit(from fields: [String: String], id: HabitID, categoryID: CategoryID?, now: Date) throws(CadenceError) -> Habit {
        func field<T: Decodable>(_ name: String, _ type: T.Type) throws(CadenceError) -> T {
            guard let text = fields[name] else {
                throw CadenceError(.syncEntryInvalid, field: name, "the habit has no \(name)")
            }
            return try SyncJSON.value(T.self, from: text, field: name)
        }
        let definition = try field("definition", SyncHabitDefinition.self)
        let dates = try field("dates", SyncHabitDates.self)
        let created = try StoredMilliseconds.date(try field("createdAt", Int64.self), field: "createdAt")
        let linked =
            try fields["linkedHealth"].map { text throws(CadenceError) in
                try SyncJSON.value(HealthType?.self, from: text, field: "linkedHealth")
            } ?? nil
        var reminders: [Reminder] = []
        for reminder in try field("reminders", [SyncReminder].self) { reminders.append(try reminder.reminder()) }
        let draft = HabitDraft(
            Habit(
                id: id, name: try field("name", String.self), description: try field("description", String.self),
                icon: try field("icon", String?.self), color: try field("color", String.self), categoryID: categoryID,
                kind: definition.kind, goal: definition.goal, baseline: definition.baseline, schedule: definition.schedule,
                startDay: dates.start, endDay: dates.end, reminders: reminders, sortOrder: try field("order", Int.self),
                isArchived: try field("archived", Bool.self), presetID: try field("preset", String?.self),
                sourceID: try field("source", String?.self), linkedHealth: linked, createdAt: created, updatedAt: now))
        let valid = try HabitValidator.validated(draft)
        guard (0...SyncFields.maximumSortOrder).contains(try field("order", Int.self)) else {
            throw CadenceError(.syncEntryInvalid, field: "order", "a sort order is 0…\(SyncFields.maximumSortOrder)")
        }
        return Habit(
            id: id, name: valid.name, description: valid.description, icon: valid.icon, color: valid.color,
            categoryID: categoryID, kind: valid.kind, goal: valid.goal, baseline: valid.baseline, schedule: valid.schedule,
            startDay: dates.start, endDay: dates.end, reminders: valid.reminders, sortOrder: try field("order", Int.self),
            isArchived: try field("archived", Bool.self), presetID: valid.presetID, sourceID: valid.sourceID,
            linkedHealth: valid.linkedHealth, createdAt: created, updatedAt: now)
    }

    /// The category global id a habit's fields name (`nil`: uncategorized).
    static func categoryGID(in fields: [String: String]) -> String? {
        fields["category"].flatMap { try? SyncJSON.value(String?.self, from: $0, field: "category") } ?? nil
    }

    /// The habit's name, for matching by name (docs/sync.md "First sync").
    static func name(in fields: [String: String]) -> String? {
        fields["name"].flatMap { try? SyncJSON.value(String.self, from: $0, field: "name") }
    }

    // MARK: Categories

    static func of(_ category: Category) throws -> [String: String] {
        [
            "name": try SyncJSON.text(category.name), "order": try SyncJSON.text(category.sortOrder),
            "preset": try SyncJSON.text(category.isPreset),
        ]
    }

    static func category(from fields: [String: String], id: CategoryID, now: Date) throws(CadenceError) -> Category {
        guard let nameText = fields["name"], let orderText = fields["order"] else {
            throw CadenceError(.syncEntryInvalid, field: "category", "a category has a name and an order")
        }
        let name = try HabitValidator.validatedName(try SyncJSON.value(String.self, from: nameText, field: "name"))
        let order = try SyncJSON.value(Int.self, from: orderText, field: "order")
        guard (0...SyncFields.maximumSortOrder).contains(order) else {
            throw CadenceError(.syncEntryInvalid, field: "order", "a sort order is 0…\(SyncFields.maximumSortOrder)")
        }
        let preset = try fields["preset"].map { text throws(CadenceError) in try SyncJSON.value(Bool.self, from: text, field: "preset") } ?? false
        return Category(id: id, name: name, isPreset: preset, sortOrder: order, createdAt: now)
    }

    // MARK: Settings

    static func of(_ settings: UserSettings) throws -> [String: String] {
        [
            "timeZone": try SyncJSON.text(settings.timeZoneIdentifier), "dayStart": try SyncJSON.text(settings.dayStartHour),
            "weekStart": try SyncJSON.text(settings.weekStart), "onboarding": try SyncJSON.text(settings.onboardingCompleted),
        ]
    }

    /// The settings the fields describe over `base` (a field not synced yet keeps the base's value).
    static func settings(from fields: [String: String], base: UserSettings) throws(CadenceError) -> UserSettings {
        var settings = base
        if let text = fields["timeZone"] { settings.timeZoneIdentifier = try SyncJSON.value(String.self, from: text, field: "timeZone") }
        if let text = fields["dayStart"] { settings.dayStartHour = try SyncJSON.value(Int.self, from: text, field: "dayStart") }
        if let text = fields["weekStart"] {
            let weekStart = try SyncJSON.value(Weekday.self, from: text, field: "weekStart")
            // A week start another device changed was chosen there: it no longer follows this
            // account's language (docs/domain-rules.md §23 "Week start and clock"), so every copy keeps it.
            if weekStart != base.weekStart { settings.weekStartChosen = true }
            settings.weekStart = weekStart
        }
        if let text = fields["onboarding"] { settings.onboardingCompleted = try SyncJSON.value(Bool.self, from: text, field: "onboarding") }
        return try settings.validated()
    }

    // MARK: Day records

    static func of(_ record: DayRecord) throws -> [String: String] {
        [
            "skipped": try SyncJSON.text(record.isSkipped), "difficulty": try SyncJSON.text(record.difficulty),
            "note": try SyncJSON.text(record.note),
        ]
    }

    static func dayRecord(from fields: [String: String], habit: HabitID, day: Day) throws(CadenceError) -> DayRecord {
        var record = DayRecord(habitID: habit, day: day)
        if let text = fields["skipped"] { record.isSkipped = try SyncJSON.value(Bool.self, from: text, field: "skipped") }
        if let text = fields["difficulty"] {
            record.difficulty = try SyncJSON.value(Int?.self, from: text, field: "difficulty")
            if let difficulty = record.difficulty { try CheckInValidator.validate(difficulty: difficulty) }
        }
        if let text = fields["note"] { record.note = try CheckInValidator.validatedNote(try SyncJSON.value(String?.self, from: text, field: "note")) }
        return record
    }
}
