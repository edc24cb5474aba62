import CadenceCore
import CadenceStorage
import Foundation

extension SyncEngine {
    /// docs/sync.md "Protocol": the most bytes an entry's value of `space` may have (64 KiB; a
    /// note's 6 MiB — docs/sync.md "Notes").
    public static func maximumValueBytes(space: String) -> Int { SyncEntryValidator.maximumValueLength(of: space) }

    /// docs/sync.md "Protocol": the one place entries from elsewhere are checked before they
    /// become document entries — space, key, and every field's type and range (names, colors,
    /// goals, days, amounts, notes, instants, stamps). The first fault is a `syncEntryInvalid`
    /// naming the entry; nothing is changed.
    ///
    /// With `notAfter` (the server's push: its clock plus `maximumStampLead`, in milliseconds), a
    /// stamp later than that is refused too (docs/domain-rules.md §13 "Stamps from elsewhere").
    public func validate(_ entries: [SyncEntry], notAfter: Int64? = nil) throws(CadenceError) {
        guard entries.count <= Self.maximumBatch else {
            throw CadenceError(.syncEntryInvalid, field: "entries", "a batch holds at most \(Self.maximumBatch) entries")
        }
        for (index, entry) in entries.enumerated() {
            do {
                try SyncEntryValidator.validate(entry)
                if let notAfter { try SyncEntryValidator.requireStamps(of: entry, notAfter: notAfter) }
            } catch {
                throw CadenceError(
                    .syncEntryInvalid, field: "entries[\(index)]",
                    "entry \(index) (\(InputExcerpt.quoted(entry.space)) \(InputExcerpt.quoted(entry.key))): \(error.message)")
            }
        }
    }
}

/// docs/sync.md "Protocol": the checks of one entry (see `SyncEngine.validate`).
enum SyncEntryValidator {
    static let maximumKeyLength = 200
    static let maximumValueLength = 65_536
    /// docs/sync.md "Notes": a note's entry carries its text (up to 1 MB, escaped in JSON), more
    /// than once while versions made apart are kept.
    static let maximumNoteValueLength = 6 << 20

    /// The most bytes an entry's value of `space` may have.
    static func maximumValueLength(of space: String) -> Int { space == SyncSpace.note ? maximumNoteValueLength : maximumValueLength }

    static let habitFields: Set<String> = [
        "name", "description", "icon", "color", "category", "definition", "dates", "reminders", "order", "archived",
        "preset", "source", "createdAt", "merged", "linkedHealth",
    ]
    static let categoryFields: Set<String> = ["name", "order", "preset", "merged"]
    static let settingsFields: Set<String> = ["timeZone", "dayStart", "weekStart", "onboarding"]
    static let dayRecordFields: Set<String> = ["skipped", "difficulty", "note"]
    static let routineFields: Set<String> = ["name", "habits", "time", "createdAt"]

    /// docs/domain-rules.md §13 "Stamps from elsewhere": every stamp of the entry — its fields',
    /// delete's, event's, set's, and the one in a set row's id — is at most `notAfter`.
    static func requireStamps(of entry: SyncEntry, notAfter: Int64) throws(CadenceError) {
        var stamps = try SyncDocument.joined(space: entry.space, current: nil, incoming: entry.value).stamps
        if entry.space == SyncSpace.checkIn, let text = SyncDocument.synthetic(entry.key)?.stamp, let stamp = SyncStamp(text: text) {
            stamps.append(stamp)
        }
        if let stamp = stamps.max(), stamp.milliseconds > notAfter {
            throw CadenceError(
                .syncEntryInvalid,
                "the stamp \(InputExcerpt.quoted(stamp.description)) is more than "
                    + "\(SyncEngine.maximumStampLead / 60_000) minutes ahead of the server's clock")
        }
    }

    static func validate(_ entry: SyncEntry) throws(CadenceError) {
        guard entry.key.utf8.count <= maximumKeyLength, entry.value.utf8.count <= maximumValueLength(of: entry.space) else {
            throw CadenceError(
                .syncEntryInvalid, "a key is at most \(maximumKeyLength) bytes and a value \(maximumValueLength(of: entry.space))")
        }
        switch entry.space {
        case SyncSpace.habit:
            try requireID(entry.key)
            try fields(entry.value, allowed: habitFields, check: habitField)
        case SyncSpace.category:
            try requireID(entry.key)
            try fields(entry.value, allowed: categoryFields, check: categoryField)
            // docs/domain-rules.md §2: the preset categories cannot be deleted.
            if entry.key.hasPrefix("preset_"), try SyncDocument.decode(SyncFieldsEntry.self, entry.value).deleted != nil {
                throw CadenceError(.syncEntryInvalid, "a preset category cannot be deleted")
            }
        case SyncSpace.settings:
            guard entry.key == SyncSpace.settingsKey else { throw CadenceError(.syncEntryInvalid, "the settings entry's key is 'settings'") }
            let entry = try SyncDocument.decode(SyncFieldsEntry.self, entry.value)
            try requireKnown(entry, allowed: settingsFields)
            _ = try SyncFields.settings(from: entry.fields.mapValues(\.v), base: UserSettings(timeZoneIdentifier: "UTC"))
        case SyncSpace.dayRecord:
            let day = try dayKey(entry.key)
            let entry = try SyncDocument.decode(SyncFieldsEntry.self, entry.value)
            try requireKnown(entry, allowed: dayRecordFields)
            _ = try SyncFields.dayRecord(from: entry.fields.mapValues(\.v), habit: 0, day: day)
        case SyncSpace.checkIn:
            if let synthetic = SyncDocument.synthetic(entry.key) {
                try requireID(synthetic.habit)
                guard SyncStamp(text: synthetic.stamp) != nil, (0..<QuantityLimits.maximumTimesPerDay).contains(synthetic.row) else {
                    throw CadenceError(.syncEntryInvalid, "not a check-in id")
                }
            } else {
                try requireID(entry.key)
            }
            let checkIn = try SyncDocument.decode(SyncCheckInEntry.self, entry.value)
            if let event = checkIn.event {
                try requireID(event.habit)
                try row(day: event.day, at: event.at, amount: event.amount, note: event.note)
            }
        case SyncSpace.achievement:
            guard AchievementCatalog.achievement(id: entry.key) != nil else {
                throw CadenceError(.syncEntryInvalid, "there is no achievement \(InputExcerpt.quoted(entry.key))")
            }
            try requireKnown(try SyncDocument.decode(SyncFieldsEntry.self, entry.value), allowed: ["unlocked"])
        case SyncSpace.routine:
            try requireID(entry.key)
            try fields(entry.value, allowed: routineFields, check: routineField)
        case SyncSpace.note:
            try requireID(entry.key)
            try note(entry.value)
        case SyncSpace.account:
            try requireID(entry.key)
            try account(entry.value)
        case SyncSpace.todo:
            try requireID(entry.key)
            try todo(entry.value)
        case SyncSpace.health:
            try requireID(entry.key)
            try health(entry.value)
        case SyncSpace.transaction:
            try requireID(entry.key)
            try transaction(entry.value)
        case SyncSpace.daySet:
            let day = try dayKey(entry.key)
            let set = try SyncDocument.decode(SyncDaySetEntry.self, entry.value)
            guard set.rows.count <= QuantityLimits.maximumTimesPerDay else {
                throw CadenceError(.syncEntryInvalid, "a set leaves at most \(QuantityLimits.maximumTimesPerDay) check-ins")
            }
            for row in set.rows { try self.row(day: day, at: row.at, amount: row.amount, note: row.note) }
        default:
            throw CadenceError(.syncEntryInvalid, "there is no space \(InputExcerpt.quoted(entry.space)) to sync")
        }
    }

    static func requireID(_ id: String) throws(CadenceError) {
        guard SyncDeviceID.isValid(id) else { throw CadenceError(.syncEntryInvalid, "a global id is 1–64 of A–Z a–z 0–9 . _") }
    }

    private static func dayKey(_ key: String) throws(CadenceError) -> Day {
        guard let parts = SyncDocument.dayKeyParts(key) else { throw CadenceError(.syncEntryInvalid, "a day key is <habit id>/<YYYY-MM-DD>") }
        try requireID(parts.habit)
        try CheckInValidator.validateSupported(parts.day, field: "day")
        return parts.day
    }

    private static func requireKnown(_ entry: SyncFieldsEntry, allowed: Set<String>) throws(CadenceError) {
        if let unknown = entry.fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(unknown))")
        }
    }

    private static func fields(_ value: String, allowed: Set<String>, check: (String, String) throws(CadenceError) -> Void) throws(CadenceError) {
        let entry = try SyncDocument.decode(SyncFieldsEntry.self, value)
        try requireKnown(entry, allowed: allowed)
        for (name, field) in entry.fields.sorted(by: { $0.key < $1.key }) { try check(name, field.v) }
    }

    private static func row(day: Day, at: Int64, amount: Double, note: String?) throws(CadenceError) {
        try CheckInValidator.validateSupported(day, field: "day")
        _ = try StoredMilliseconds.date(at, field: "at")
        try CheckInValidator.validate(amount: amount)
        _ = try CheckInValidator.validatedNote(note)
    }

    private static func habitField(_ name: String, _ text: String) throws(CadenceError) {
        switch name {
        case "name": _ = try HabitValidator.validatedName(try SyncJSON.value(String.self, from: text, field: name))
        case "description", "color": _ = try SyncJSON.value(String.self, from: text, field: name)
        case "icon", "preset", "source": _ = try SyncJSON.value(String?.self, from: text, field: name)
        case "linkedHealth": _ = try SyncJSON.value(HealthType?.self, from: text, field: name)
        case "category", "merged":
            if let id = try SyncJSON.value(String?.self, from: text, field: name) { try requireID(id) }
        case "definition":
            let definition = try SyncJSON.value(SyncHabitDefinition.self, from: text, field: name)
            try HabitValidator.validate(schedule: definition.schedule)
            let draft = HabitDraft(
                name: "x", kind: definition.kind, goal: definition.goal, baseline: definition.baseline, schedule: definition.schedule)
            _ = try HabitValidator.validated(draft)
        case "dates":
            let dates = try SyncJSON.value(SyncHabitDates.self, from: text, field: name)
            try CheckInValidator.validateSupported(dates.start, field: "startDate")
            if let end = dates.end { try CheckInValidator.validateSupported(end, field: "endDate") }
        case "reminders":
            let reminders = try SyncJSON.value([SyncReminder].self, from: text, field: name)
            guard reminders.count <= HabitValidator.maximumReminders else { throw CadenceError(.syncEntryInvalid, "too many reminders") }
            for reminder in reminders {
                _ = try reminder.reminder()
                guard (0...23).contains(reminder.hour), (0...59).contains(reminder.minute) else {
                    throw CadenceError(.syncEntryInvalid, "a reminder time is 00:00 to 23:59")
                }
            }
        case "order": try order(text)
        case "archived": _ = try SyncJSON.value(Bool.self, from: text, field: name)
        case "createdAt": _ = try StoredMilliseconds.date(try SyncJSON.value(Int64.self, from: text, field: name), field: name)
        default: throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(name))")
        }
    }

    private static func categoryField(_ name: String, _ text: String) throws(CadenceError) {
        switch name {
        case "name": _ = try HabitValidator.validatedName(try SyncJSON.value(String.self, from: text, field: name))
        case "order": try order(text)
        case "preset": _ = try SyncJSON.value(Bool.self, from: text, field: name)
        case "merged": try requireID(try SyncJSON.value(String.self, from: text, field: name))
        default: throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(name))")
        }
    }

    /// docs/sync.md "Routines": a name as a habit's, 0–50 habit ids each once, `HH:MM` or `null`.
    private static func routineField(_ name: String, _ text: String) throws(CadenceError) {
        switch name {
        case "name": _ = try HabitValidator.validatedName(try SyncJSON.value(String.self, from: text, field: name))
        case "habits":
            let ids = try SyncJSON.value([String].self, from: text, field: name)
            guard ids.count <= Routine.maximumHabits, Set(ids).count == ids.count else {
                throw CadenceError(.syncEntryInvalid, "a routine holds at most \(Routine.maximumHabits) habits, each once")
            }
            for id in ids { try requireID(id) }
        case "time": _ = try SyncFields.routineMinute(text)
        case "createdAt": _ = try StoredMilliseconds.date(try SyncJSON.value(Int64.self, from: text, field: name), field: name)
        default: throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(name))")
        }
    }

    private static func order(_ text: String) throws(CadenceError) {
        guard (0...SyncFields.maximumSortOrder).contains(try SyncJSON.value(Int.self, from: text, field: "order")) else {
            throw CadenceError(.syncEntryInvalid, "a sort order is 0…\(SyncFields.maximumSortOrder)")
        }
    }
}
