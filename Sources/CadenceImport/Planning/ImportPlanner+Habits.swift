import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportPlanner {
    /// Plans every habit of the file, in its order: new ones with their whole history, matched
    /// ones with what they lack.
    mutating func planHabits() {
        let sortOrders = newSortOrders()
        for (index, habit) in document.habits.enumerated() {
            guard !isFull else { return }
            switch matches[index] {
            case .existing(let existing):
                planMerge(habit, into: existing)
            case .new(let dropSourceID):
                planNew(habit, dropSourceID: dropSourceID, sortOrder: sortOrders[index] ?? 0)
            }
        }
    }

    /// New habits keep the file's order after the user's habits; into a store without habits
    /// they keep the file's sort orders exactly (a restore).
    private func newSortOrders() -> [Int: Int] {
        let newIndexes = document.habits.indices.filter { matches[$0].existingHabit == nil }
        guard !target.habits.isEmpty else {
            return Dictionary(uniqueKeysWithValues: newIndexes.map { ($0, document.habits[$0].position) })
        }
        let base = (target.habits.map(\.sortOrder).max() ?? -1) + 1
        let ranked = newIndexes.sorted { (document.habits[$0].position, $0) < (document.habits[$1].position, $1) }
        return Dictionary(uniqueKeysWithValues: ranked.enumerated().map { ($0.element, base + $0.offset) })
    }

    // MARK: New habits

    private mutating func planNew(_ source: SourceHabit, dropSourceID: Bool, sortOrder: Int) {
        var draft = source.draft
        if dropSourceID { draft.sourceID = nil }
        if let sourceID = draft.sourceID, !newSourceIDs.insert(sourceID).inserted {
            warnings.append(
                ImportIssue(
                    source.title, field: "id",
                    "another habit of the file has the source id \(sourceID); this one is imported without it"))
            draft.sourceID = nil
        }
        draft.categoryID = nil
        if !source.isArchived { draft.name = uniqueActiveName(for: source) }
        let historyDays = source.checkIns.map(\.day) + source.dayRecords.map(\.day)
        let earliest = historyDays.min()
        if let start = draft.startDay {
            if let earliest, earliest < start {
                warnings.append(
                    ImportIssue(
                        source.title, field: "startDate",
                        "it starts on \(start) but its history begins on \(earliest); it starts on \(earliest) so that nothing is lost"
                    ))
                draft.startDay = earliest
            }
        } else {
            draft.startDay = earliest.map { min($0, target.today) } ?? target.today
        }
        let valid: HabitDraft
        do {
            valid = try HabitValidator.validated(draft)
        } catch {
            fail(ImportIssue(source.title, field: error.field, error.message))
            return
        }
        let createdAt = source.createdAt ?? target.now
        let habit = Habit(
            id: 0, name: valid.name, description: valid.description, icon: valid.icon, color: valid.color,
            kind: valid.kind, goal: valid.goal, baseline: valid.baseline, schedule: valid.schedule,
            startDay: valid.startDay ?? target.today, endDay: valid.endDay, reminders: valid.reminders,
            sortOrder: sortOrder, isArchived: source.isArchived, presetID: valid.presetID, sourceID: valid.sourceID,
            linkedHealth: valid.linkedHealth,
            createdAt: createdAt, updatedAt: source.updatedAt ?? createdAt)
        var checkIns: [CheckIn] = []
        checkIns.reserveCapacity(source.checkIns.count)
        for checkIn in source.checkIns {
            guard let valid = validated(checkIn, for: habit, source: source, amount: checkIn.amount) else {
                if isFull { return }
                continue
            }
            checkIns.append(valid)
        }
        var records: [Day: DayRecord] = [:]
        for record in source.dayRecords {
            guard let valid = validated(record, for: habit, source: source) else { continue }
            records[record.day] =
                merged(records[record.day] ?? DayRecord(habitID: 0, day: record.day), with: valid).record
        }
        let dayRecords = records.values.filter { !$0.isEmpty }.sorted { $0.day < $1.day }
        changes.append(
            .insertHabitWithHistory(
                HabitWithHistory(
                    habit: habit, categoryName: source.categoryName, checkIns: checkIns, dayRecords: dayRecords)))
        if !source.isArchived { newActiveHabits += 1 }
        planned.append(
            PlannedHabit(
                name: habit.name, source: source.location, action: .create, existingHabitID: nil,
                archived: source.isArchived, checkIns: checkIns.count, checkInsAlreadyPresent: 0,
                skippedDays: dayRecords.filter(\.isSkipped).count, dayRecords: dayRecords.count))
    }

    /// docs/domain-rules.md §7: active names are unique; a second active habit of the same name (Loop allows
    /// it) gets a number, and the change is reported.
    private mutating func uniqueActiveName(for source: SourceHabit) -> String {
        let name = source.draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
        let key = HabitMatcher.key(name)
        var candidate = name
        var number = nextDuplicateNumber[key] ?? 2
        while activeNames.contains(HabitMatcher.key(candidate)) {
            candidate = "\(name) (\(number))"
            number += 1
        }
        if candidate != name { nextDuplicateNumber[key] = number }
        if candidate != name {
            warnings.append(
                ImportIssue(
                    source.title, field: "name",
                    "another active habit is named \(InputExcerpt.quoted(name)); this one is imported as \(InputExcerpt.quoted(candidate))"))
        }
        activeNames.insert(HabitMatcher.key(candidate))
        return candidate
    }

    // MARK: Matched habits

    /// Adds to an existing habit the check-ins of days that have none yet (converted to its unit)
    /// and merges day records: a skip is added, a missing difficulty or note filled in, and a
    /// value that differs from the user's is kept as the user's and reported.
    private mutating func planMerge(_ source: SourceHabit, into existing: Habit) {
        let title = "\(source.title) → your habit '\(existing.name)'"
        guard let convert = converter(from: source.draft.goal, to: existing.goal) else {
            fail(
                ImportIssue(
                    title, field: "unit",
                    "its amounts are in \(InputExcerpt.excerpt(source.draft.goal.unit ?? "times")) but yours are in "
                        + "\(existing.goal.unit ?? "times"); they cannot be merged — rename one of them"
                ))
            return
        }
        let taken = target.daysWithCheckIns[existing.id] ?? []
        let stored = target.dayRecords[existing.id] ?? [:]
        let newCheckIns = source.checkIns.filter { !taken.contains($0.day) }
        var recordsByDay: [Day: DayRecord] = [:]
        var conflicts = 0
        for record in source.dayRecords {
            guard let valid = validated(record, for: existing, source: source, checkStart: false) else { continue }
            let base =
                recordsByDay[record.day] ?? stored[record.day] ?? DayRecord(habitID: existing.id, day: record.day)
            let result = merged(base, with: valid)
            if result.conflict { conflicts += 1 }
            recordsByDay[record.day] = result.record
        }
        let changedRecords = recordsByDay.values.filter {
            $0 != (stored[$0.day] ?? DayRecord(habitID: existing.id, day: $0.day))
        }
        .sorted { $0.day < $1.day }
        var habit = existing
        if let earliest = (newCheckIns.map(\.day) + changedRecords.map(\.day)).min(), earliest < existing.startDay {
            habit.startDay = earliest
            habit.updatedAt = target.now
            changes.append(.updateHabit(habit))
            warnings.append(
                ImportIssue(
                    title, field: "startDate",
                    "the file's history begins on \(earliest); your habit now starts then (it started on \(existing.startDay))"
                ))
        }
        var added = 0
        for checkIn in newCheckIns {
            guard let amount = convert(checkIn.amount),
                let valid = validated(checkIn, for: habit, source: source, amount: amount)
            else {
                if isFull { return }
                continue
            }
            changes.append(.insertCheckIn(valid))
            added += 1
        }
        changes += changedRecords.map(StoreChange.saveDayRecord)
        if conflicts > 0 {
            warnings.append(
                ImportIssue(
                    title,
                    "\(conflicts) day record(s) in the file differ from yours (difficulty or note); yours are kept"))
        }
        let newSkips = changedRecords.filter { $0.isSkipped && !(stored[$0.day]?.isSkipped ?? false) }.count
        planned.append(
            PlannedHabit(
                name: existing.name, source: source.location, action: .merge, existingHabitID: existing.id,
                archived: existing.isArchived, checkIns: added,
                checkInsAlreadyPresent: source.checkIns.count - newCheckIns.count,
                skippedDays: newSkips, dayRecords: changedRecords.count))
    }

    /// How the file's amounts become the existing habit's (docs/domain-rules.md §3: units convert within a
    /// goal type); `nil` when they do not convert.
    private func converter(from source: Goal, to target: Goal) -> (@Sendable (Double) -> Double?)? {
        let sourceUnit =
            source.type == .none ? nil : (source.unit.map(MeasureUnit.canonical) ?? source.type.defaultUnit)
        let targetUnit = target.type == .none ? nil : target.unit
        switch (sourceUnit, targetUnit) {
        case (nil, nil), (nil, "times"), ("times", nil):
            return { $0 }
        case (let from?, let to?) where MeasureUnit.convert(1, from: from, to: to) != nil:
            return { MeasureUnit.convert($0, from: from, to: to) }
        default:
            return nil
        }
    }

    // MARK: Validation (docs/domain-rules.md §3, §7)

    /// A check-in as the store takes it, or `nil` after recording why it is refused.
    private mutating func validated(_ checkIn: SourceCheckIn, for habit: Habit, source: SourceHabit, amount: Double)
        -> CheckIn?
    {
        do {
            // docs/domain-rules.md §7: finite, 0 or more (never -0), at most one day's worth.
            try CheckInValidator.validate(amount: amount)
            let amount = NumericBoundary.quantity(amount) ?? 0
            try CheckInValidator.validate(amount: amount, withinDayOf: habit)
            try CheckInValidator.validate(day: checkIn.day, for: habit, today: target.today)
            let note = checkIn.note == nil ? nil : try CheckInValidator.validatedNote(checkIn.note)
            return CheckIn(
                id: 0, habitID: habit.id, day: checkIn.day, at: stamp(checkIn.day, at: checkIn.at), amount: amount,
                note: note)
        } catch {
            let location = "\(source.title), check-in on \(checkIn.day)\(checkIn.line.map { " (line \($0))" } ?? "")"
            fail(ImportIssue(location, field: error.field, error.message))
            return nil
        }
    }

    /// A day record's fields checked (its day in `Day.supported`, difficulty 1–5, note ≤ 1000
    /// characters), or `nil`. The day is checked first and for merged habits too: a skip on a
    /// day millions of years away would otherwise move the habit's start there (fuzz case
    /// loop-db seed 11 case 416).
    private mutating func validated(
        _ record: SourceDayRecord, for habit: Habit, source: SourceHabit, checkStart: Bool = true
    ) -> DayRecord? {
        do throws(CadenceError) {
            try CheckInValidator.validateSupported(record.day, field: "date")
            if let difficulty = record.difficulty { try CheckInValidator.validate(difficulty: difficulty) }
            let note = try CheckInValidator.validatedNote(record.note)
            if checkStart, record.day < habit.startDay {
                throw CadenceError(
                    .checkInBeforeStart, field: "date",
                    "\(record.day) is before '\(habit.name)' started (\(habit.startDay))")
            }
            return DayRecord(
                habitID: habit.id, day: record.day, isSkipped: record.isSkipped, difficulty: record.difficulty,
                note: note)
        } catch {
            let location = "\(source.title), day \(record.day)\(record.line.map { " (line \($0))" } ?? "")"
            fail(ImportIssue(location, field: error.field, error.message))
            return nil
        }
    }

    /// `base` with `addition` merged in: a skip is added, an empty difficulty or note filled;
    /// `conflict` when both have a different value (the base's is kept).
    private func merged(_ base: DayRecord, with addition: DayRecord) -> (record: DayRecord, conflict: Bool) {
        var record = base
        var conflict = false
        if addition.isSkipped { record.isSkipped = true }
        if let difficulty = addition.difficulty {
            if record.difficulty == nil {
                record.difficulty = difficulty
            } else if record.difficulty != difficulty {
                conflict = true
            }
        }
        if let note = addition.note {
            if (record.note ?? "").isEmpty { record.note = note } else if record.note != note { conflict = true }
        }
        return (record, conflict)
    }
}
