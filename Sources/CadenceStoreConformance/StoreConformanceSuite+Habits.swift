import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Users, settings, habits, categories

extension StoreConformance {
    /// docs/domain-rules.md §2, §8: a new user gets the four preset categories, sort order 0–3, once.
    public static func createUserSeedsPresetCategoriesOnce(_ store: any CadenceStore) async throws {
        let first = try await makeUser(store, name: "Ada")
        let second = try await makeUser(store, name: "Grace")
        #expect(first != second)
        let users = try await store.users()
        #expect(
            users == [
                User(id: first, name: "Ada", createdAt: instant), User(id: second, name: "Grace", createdAt: instant),
            ])
        for user in [first, second] {
            let categories = try await store.categories(of: user)
            #expect(categories.map(\.name) == Category.presetNames)
            #expect(categories.map(\.sortOrder) == [0, 1, 2, 3])
            #expect(categories.allSatisfy { $0.isPreset && $0.createdAt == instant })
        }
        let ids = try await store.categories(of: first).map(\.id) + store.categories(of: second).map(\.id)
        #expect(Set(ids).count == 8, "category ids are unique across users")
    }

    /// docs/domain-rules.md §1, §23: settings round-trip with the language; an unknown user's
    /// settings are `notFound`.
    public static func settingsRoundTrip(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        #expect(try await store.settings(of: user) == settings)
        let changed = UserSettings(timeZoneIdentifier: "Pacific/Kiritimati", dayStartHour: 0, weekStart: .monday)
        try await store.apply([.saveSettings(changed)], for: user, at: laterInstant)
        #expect(try await store.settings(of: user) == changed)
        // docs/domain-rules.md §23: the language round-trips, is cleared, and the store itself
        // refuses one Cadence does not speak (the CHECK `user_locale_known`).
        var spoken = changed
        spoken.locale = "pt-BR"
        try await store.apply([.saveSettings(spoken)], for: user, at: laterInstant)
        #expect(try await store.settings(of: user) == spoken)
        var unknown = changed
        unknown.locale = "xx"
        try await expectRefusal(.localeUnsupported, [.saveSettings(unknown)], for: user, in: store, watching: [user])
        try await store.apply([.saveSettings(changed)], for: user, at: laterInstant)
        #expect(try await store.settings(of: user).locale == nil)
        // docs/domain-rules.md §23 "Week start and clock": whether the week start was chosen, and the clock, round-trip.
        for (chosen, clock) in [(true, UserSettings.Clock.twelveHour), (false, .twentyFourHour), (true, nil)] {
            var clocked = changed
            clocked.weekStartChosen = chosen
            clocked.clock = clock
            try await store.apply([.saveSettings(clocked)], for: user, at: laterInstant)
            #expect(try await store.settings(of: user) == clocked)
        }
        let error = await #expect(throws: CadenceError.self) { try await store.settings(of: user + 1000) }
        #expect(error?.code == .notFound)
        try await expectRefusal(.notFound, [.saveSettings(settings)], for: user + 1000, in: store, watching: [user])
    }

    /// Every field the contract stores, across every schedule case, optional and reminder shape.
    static func everyShapeOfHabit(categoryID: CategoryID) -> [Habit] {
        let base = habit("Daily")
        var weekdays = habit("Weekdays, quit", sortOrder: 1)
        weekdays.description = "Long text with 'quotes', \"double quotes\", émoji 🎉 and\nnew lines"
        weekdays.icon = "🚭"
        weekdays.color = "#A1B2C3"
        weekdays.categoryID = categoryID
        weekdays.kind = .quit
        weekdays.goal = Goal(type: .repetitions, unit: "cigarettes", target: 0, period: .day)
        weekdays.baseline = 12.5
        weekdays.schedule = .weekdays([.monday, .wednesday, .friday])
        weekdays.startDay = firstDay.adding(days: -400)
        weekdays.endDay = firstDay.adding(days: 365)
        weekdays.reminders = [
            Reminder(hour: 8, minute: 30, weekdays: [.monday, .sunday]),
            Reminder(hour: 21, minute: 5, isActive: false),
            Reminder(hour: 0, minute: 0, weekdays: Set(Weekday.allCases)),
        ]
        weekdays.presetID = "quit-smoking"
        var everyN = habit("Every 3 days", sortOrder: 2)
        everyN.goal = Goal(type: .distance, unit: "km", target: 5.5, period: .day)
        everyN.schedule = .everyNDays(3)
        everyN.icon = "figure.run"
        var perWeek = habit("Per week", sortOrder: 3)
        perWeek.goal = Goal(type: .time, unit: "min", target: 30, period: .day)
        perWeek.schedule = .timesPerWeek(4)
        var perMonth = habit("Per month", sortOrder: 4)
        perMonth.goal = Goal(type: .repetitions, unit: "pages", target: 20, period: .day)
        perMonth.schedule = .timesPerMonth(10)
        var inDays = habit("In days", sortOrder: 5)
        inDays.schedule = .timesInDays(2, 5)
        inDays.goal = .simple(timesPerDay: 3)
        var archived = habit("Archived weekly", sortOrder: 6, isArchived: true)
        archived.goal = Goal(type: .capacity, unit: "mL", target: 1500.25, period: .week)
        archived.startDay = Day(ordinal: -1)
        // docs/domain-rules.md §16 Schedules by the month and by the fortnight.
        var monthDays = habit("Days of the month", sortOrder: 7)
        monthDays.schedule = .daysOfMonth([1, 15, 31, -1])
        var nthWeekday = habit("Last Friday", sortOrder: 8)
        nthWeekday.schedule = .nthWeekday(week: -1, weekday: .friday)
        var fortnight = habit("Fortnight", sortOrder: 9)
        fortnight.schedule = .everyNWeeks(2, [.monday, .thursday])
        return [base, weekdays, everyN, perWeek, perMonth, inDays, archived, monthDays, nthWeekday, fortnight]
    }

    /// docs/domain-rules.md §2: a habit reads back exactly as written, with its id and the apply instant.
    public static func habitRoundTripsEveryField(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let health = try #require(try await store.categories(of: user).first)
        let habits = everyShapeOfHabit(categoryID: health.id)
        let ids = try await store.apply(habits.map(StoreChange.insertHabit), for: user, at: laterInstant)
        try #require(ids.count == habits.count)
        #expect(Set(ids).count == ids.count)
        var expected: [Habit] = []
        for (habit, id) in zip(habits, ids) {
            var stored = habit
            stored.id = id
            stored.createdAt = laterInstant
            stored.updatedAt = laterInstant
            expected.append(stored)
            #expect(try await store.habit(id, of: user) == stored)
        }
        #expect(try await store.habits(of: user, includeArchived: true) == expected)
        #expect(try await store.habits(of: user, includeArchived: false) == expected.filter { !$0.isArchived })
        #expect(try await store.habit(999_999, of: user) == nil)
    }

    /// `updateHabit` replaces the definition and reminders, keeps `createdAt`, stamps `updatedAt`.
    public static func habitUpdateReplacesDefinition(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let categories = try await store.categories(of: user)
        var original = everyShapeOfHabit(categoryID: categories[0].id)[1]
        original.id = try #require(try await insertHabits([original], for: user, in: store).first)
        var changed = everyShapeOfHabit(categoryID: categories[1].id)[2]
        changed.id = original.id
        changed.reminders = [Reminder(hour: 6, minute: 45)]
        changed.sortOrder = 9
        try await store.apply([.updateHabit(changed)], for: user, at: laterInstant)
        var expected = changed
        expected.createdAt = instant
        expected.updatedAt = laterInstant
        #expect(try await store.habit(original.id, of: user) == expected)
        changed.reminders = []
        changed.categoryID = nil
        try await store.apply([.updateHabit(changed)], for: user, at: laterInstant)
        let cleared = try await store.habit(original.id, of: user)
        #expect(cleared?.reminders == [])
        #expect(cleared?.categoryID == nil)
    }

    /// Habits are ordered by sort order then id; `setHabitOrder` renumbers from 0.
    public static func habitOrdering(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let ids = try await insertHabits(
            [
                habit("C", sortOrder: 2), habit("A", sortOrder: 0), habit("B", sortOrder: 1), habit("A2", sortOrder: 0),
                habit("Old", sortOrder: 1, isArchived: true),
            ],
            for: user, in: store)
        #expect(try await store.habits(of: user, includeArchived: false).map(\.name) == ["A", "A2", "B", "C"])
        #expect(try await store.habits(of: user, includeArchived: true).map(\.name) == ["A", "A2", "B", "Old", "C"])
        try await store.apply([.setHabitOrder([ids[0], ids[2], ids[1], ids[3]])], for: user, at: laterInstant)
        let reordered = try await store.habits(of: user, includeArchived: false)
        #expect(reordered.map(\.name) == ["C", "B", "A", "A2"])
        #expect(reordered.map(\.sortOrder) == [0, 1, 2, 3])
    }

    /// docs/domain-rules.md §2: users add, rename, reorder and delete their own categories.
    public static func categoryWrites(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let category = Category(id: 0, name: "Work", isPreset: false, sortOrder: 4, createdAt: instant)
        let id = try #require(try await store.apply([.insertCategory(category)], for: user, at: laterInstant).first)
        var categories = try await store.categories(of: user)
        #expect(
            categories.last == Category(id: id, name: "Work", isPreset: false, sortOrder: 4, createdAt: laterInstant))
        try await store.apply(
            [.updateCategory(Category(id: id, name: "Deep work", isPreset: false, sortOrder: 5, createdAt: instant))],
            for: user, at: laterInstant)
        categories = try await store.categories(of: user)
        #expect(categories.last?.name == "Deep work")
        #expect(categories.last?.sortOrder == 5)
        #expect(categories.last?.createdAt == laterInstant)
        let order = [id] + categories.dropLast().map(\.id)
        try await store.apply([.setCategoryOrder(order)], for: user, at: laterInstant)
        categories = try await store.categories(of: user)
        #expect(categories.map(\.id) == order)
        #expect(categories.map(\.sortOrder) == [0, 1, 2, 3, 4])
        try await store.apply([.deleteCategory(id)], for: user, at: laterInstant)
        #expect(try await store.categories(of: user).map(\.name) == Category.presetNames)
    }

    /// `apply` returns the ids of inserted rows in the order of the insert changes.
    public static func insertsReturnIDsInOrder(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let existing = try #require(try await insertHabits([habit("Existing")], for: user, in: store).first)
        let checkIn = CheckIn(id: 0, habitID: existing, day: firstDay, at: instant, amount: 1)
        let category = Category(id: 0, name: "Work", isPreset: false, sortOrder: 4, createdAt: instant)
        let ids = try await store.apply(
            [
                .insertCheckIn(checkIn), .insertHabit(habit("New")), .setHabitOrder([existing]),
                .insertCategory(category),
                .insertCheckIn(checkIn),
            ],
            for: user, at: instant)
        try #require(ids.count == 4)
        #expect(try await store.checkIn(ids[0], of: user)?.habitID == existing)
        #expect(try await store.habit(ids[1], of: user)?.name == "New")
        #expect(try await store.categories(of: user).last?.id == ids[2])
        #expect(try await store.checkIn(ids[3], of: user) != nil)
        #expect(ids[0] != ids[3])
        #expect(try await store.apply([], for: user, at: instant) == [])
    }
}
