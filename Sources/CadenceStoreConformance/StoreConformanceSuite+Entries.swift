import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Entries mean what people mean (docs/domain-rules.md §3, §12), through the service

extension StoreConformance {
    /// The entry checks, run on every backend with the rest of the suite.
    static let entryChecks: [Check] = [
        Check("healthDayValuesReplaceOrAdd", run: healthDayValuesReplaceOrAdd),
        Check("healthRangesRefuseTyposAndChangeNothing", run: healthRangesRefuseTyposAndChangeNothing),
        Check("healthDuplicatesFromBeforeAreKeptAndReadAsTheLatest", run: healthDuplicatesFromBeforeAreKeptAndReadAsTheLatest),
        Check("yesNoDayHoldsItsTimesPerDay", run: yesNoDayHoldsItsTimesPerDay),
        Check("countedAndMeasuredDaysMayGoOver", run: countedAndMeasuredDaysMayGoOver),
    ]

    /// 2026-01-03 12:00 in Paris: today is 2026-01-03 for the fixture user.
    static let entriesNow = Date(timeIntervalSince1970: 1_767_438_000)

    static func entryService(for store: any CadenceStore) -> CadenceService {
        CadenceService(store: store, environment: .fixed(entriesNow))
    }

    /// docs/domain-rules.md §12 "Health": sleep, steps and weight are one value a day — saving
    /// again updates the day's entry (same id) and says so; water's drinks add up; every mood is
    /// kept and the day's mood is the latest.
    public static func healthDayValuesReplaceOrAdd(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let service = entryService(for: store)
        let today = try await service.today(for: user)
        let first = try await service.saveHealthEntry(type: .sleep, value: 8.5, for: user)
        #expect(!first.replaced)
        let second = try await service.saveHealthEntry(type: .sleep, value: 7.5, note: "woke early", for: user)
        #expect(second.replaced && second.entry.id == first.entry.id && second.entry.value == 7.5)
        #expect(second.entry.note == "woke early" && second.entry.createdAt == first.entry.createdAt)
        let steps = try await service.saveHealthEntry(type: .steps, value: 8_432, for: user)
        let moreSteps = try await service.saveHealthEntry(type: .steps, value: 9_000, for: user)
        #expect(moreSteps.replaced && moreSteps.entry.id == steps.entry.id)
        let weight = try await service.saveHealthEntry(type: .weight, value: 71, for: user)
        let pounds = try await service.saveHealthEntry(type: .weight, value: 154, unit: "lb", for: user)
        #expect(pounds.replaced && pounds.entry.id == weight.entry.id && abs(pounds.entry.value - 69.853_224_98) < 1e-6)
        // Another night is another value.
        let lastNight = try await service.saveHealthEntry(type: .sleep, value: 6, on: today.adding(days: -1), for: user)
        #expect(!lastNight.replaced && lastNight.entry.id != first.entry.id)
        for value in [250.0, 500] { #expect(try await !service.saveHealthEntry(type: .water, value: value, for: user).replaced) }
        for value in [2.0, 4] { #expect(try await !service.saveHealthEntry(type: .mood, value: value, for: user).replaced) }

        let entries = try await service.healthEntries(of: user, from: today, through: today)
        #expect(entries.filter { $0.type == .sleep }.count == 1 && entries.filter { $0.type == .steps }.count == 1)
        #expect(entries.filter { $0.type == .water }.count == 2 && entries.filter { $0.type == .mood }.count == 2)
        let days = HealthDayValue.of(entries)
        #expect(days.first { $0.type == .sleep }?.value == 7.5, "not 16 h")
        #expect(days.first { $0.type == .steps }?.value == 9_000, "not 17,432")
        #expect(days.first { $0.type == .water }?.value == 750)
        #expect(days.first { $0.type == .mood }?.value == 4, "the latest mood, not the mean")
        let summary = try await service.healthSummary(for: user, days: 7)
        #expect(summary.first { $0.type == .sleep }?.latest?.value == 7.5)
        #expect(summary.first { $0.type == .sleep }?.daysWithEntries == 2)

        // An edit does not move a one-value-a-day entry onto a day that holds one: nothing changes.
        let before = try await ConformanceSnapshot.take(store, users: [user])
        let taken = await #expect(throws: CadenceError.self) {
            try await service.updateHealthEntry(lastNight.entry.id, value: 6, on: today, note: nil, for: user)
        }
        #expect(taken?.code == .dayTaken && taken?.field == "date" && taken?.kind == .conflict)
        #expect(try await ConformanceSnapshot.take(store, users: [user]) == before)
        // Edited in place on its own day, or moved to a free day, it is fine.
        let moved = try await service.updateHealthEntry(lastNight.entry.id, value: 6.5, on: today.adding(days: -2), note: nil, for: user)
        #expect(moved.id == lastNight.entry.id && moved.value == 6.5)
    }

    /// docs/domain-rules.md §12 "Health": a value outside its type's sane range is refused with
    /// the range in the message (in the unit it was given in) and changes nothing; each range
    /// holds its edges.
    public static func healthRangesRefuseTyposAndChangeNothing(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let service = entryService(for: store)
        _ = try await service.saveHealthEntry(type: .weight, value: 71, for: user)
        let refused: [(HealthType, Double, String?, String)] = [
            (.weight, 714, nil, "20 to 400 kg"), (.weight, 19.99, "kg", "20 to 400 kg"), (.weight, 400.01, nil, "20 to 400 kg"),
            (.weight, 1_600, "lb", "44.1 to 881.84 lb"), (.weight, 44, "lb", "44.1 to 881.84 lb"),
            (.steps, 200_001, nil, "0 to 200000 steps"), (.steps, -1, nil, "0 to 200000 steps"),
            (.sleep, 24.01, nil, "0 to 24 h"), (.sleep, 1_441, "min", "0 to 1440 min"),
            (.water, 5_001, nil, "1 to 5000 mL"), (.water, 0, nil, "1 to 5000 mL"), (.water, 21, "cups", "0.01 to 20 cups"),
            (.mood, 6, nil, "1 to 5"), (.mood, 0, nil, "1 to 5"),
        ]
        let before = try await ConformanceSnapshot.take(store, users: [user])
        for (type, value, unit, range) in refused {
            let error = await #expect(throws: CadenceError.self, "\(value) \(unit ?? type.storedUnit)") {
                try await service.saveHealthEntry(type: type, value: value, unit: unit, for: user)
            }
            #expect(error?.code == .amountInvalid && error?.field == "value")
            #expect(error?.message.contains(range) == true, "\(error?.message ?? "") names \(range)")
        }
        #expect(try await ConformanceSnapshot.take(store, users: [user]) == before, "a refused value changed nothing")
        let accepted: [(HealthType, Double, String?)] = [
            (.weight, 20, nil), (.weight, 400, nil), (.weight, 44.1, "lb"), (.weight, 881.84, "lb"), (.steps, 0, nil),
            (.steps, 200_000, nil), (.sleep, 0, nil), (.sleep, 24, nil), (.sleep, 1_440, "min"), (.water, 1, nil),
            (.water, 5_000, nil), (.water, 20, "cups"), (.mood, 1, nil), (.mood, 5, nil),
        ]
        for (type, value, unit) in accepted {
            await #expect(throws: Never.self, "\(value) \(unit ?? type.storedUnit)") {
                try await service.saveHealthEntry(type: type, value: value, unit: unit, for: user)
            }
        }
    }

    /// docs/domain-rules.md §12 "Health": a store that holds several sleeps, steps or weights
    /// of one day from before the rule keeps them all; the day's value is the latest, and saving
    /// again replaces that latest one only.
    public static func healthDuplicatesFromBeforeAreKeptAndReadAsTheLatest(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let service = entryService(for: store)
        let day = try await service.today(for: user).adding(days: -1)
        let ids = try await store.apply(
            [
                .insertHealthEntry(HealthEntry(type: .sleep, day: day, value: 7.5, createdAt: laterInstant)),
                .insertHealthEntry(HealthEntry(type: .sleep, day: day, value: 8.5, createdAt: instant)),
                .insertHealthEntry(HealthEntry(type: .steps, day: day, value: 8_432, createdAt: instant)),
                .insertHealthEntry(HealthEntry(type: .steps, day: day, value: 9_000, createdAt: laterInstant)),
            ], for: user, at: instant)
        let summary = try await service.healthSummary(for: user, days: 7)
        #expect(summary.first { $0.type == .sleep }?.latest?.value == 7.5, "the latest recorded, not the sum (16)")
        #expect(summary.first { $0.type == .steps }?.latest?.value == 9_000, "not 17,432")
        #expect(summary.first { $0.type == .sleep }?.latest?.entries == 2, "both kept")
        let saved = try await service.saveHealthEntry(type: .sleep, value: 7, on: day, for: user)
        #expect(saved.replaced && saved.entry.id == ids[0])
        let sleep = try await service.healthEntries(of: user, type: .sleep, from: day, through: day)
        #expect(sleep.map(\.value).sorted() == [7, 8.5], "the older entry is never destroyed")
        #expect(HealthDayValue.of(sleep).first?.value == 7)
    }

    /// docs/domain-rules.md §3 "A yes/no day is complete": a yes/no habit's day holds at most its
    /// times-per-day check-ins; one more is refused (`dayComplete`, a conflict) and changes
    /// nothing, today or on a past day; a repeat of a client id still answers as before; the
    /// store itself (imports, sync) takes any check-ins.
    public static func yesNoDayHoldsItsTimesPerDay(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let service = entryService(for: store)
        let today = try await service.today(for: user)
        let start = today.adding(days: -10)
        var floss = habit("Floss")
        floss.startDay = start
        var twice = habit("Brush", sortOrder: 1)
        twice.startDay = start
        twice.goal = .simple(timesPerDay: 2)
        var gym = habit("Gym", sortOrder: 2)
        gym.startDay = start
        gym.schedule = .timesPerWeek(3)
        let ids = try await insertHabits([floss, twice, gym], for: user, in: store)

        let sent = try await service.addCheckIn(to: ids[0], for: user, clientID: "tap-1")
        #expect(!sent.isRepeat && sent.checkIns.count == 1)
        try await expectDayComplete(store, user: user) { try await service.addCheckIn(to: ids[0], for: user) }
        try await expectDayComplete(store, user: user) { try await service.addCheckIn(to: ids[0], for: user, clientID: "tap-2") }
        let replay = try await service.addCheckIn(to: ids[0], for: user, clientID: "tap-1")
        #expect(replay.isRepeat && replay.checkIns.map(\.id) == sent.checkIns.map(\.id), "a replay is not a new check-in")

        // Two a day: the second fits, the third does not; an amount of 3 on a fresh day does not either.
        try await service.addCheckIn(to: ids[1], for: user)
        try await service.addCheckIn(to: ids[1], for: user)
        try await expectDayComplete(store, user: user) { try await service.addCheckIn(to: ids[1], for: user) }
        try await expectDayComplete(store, user: user) {
            try await service.addCheckIn(to: ids[1], for: user, amount: 3, on: today.adding(days: -1))
        }
        try await service.addCheckIn(to: ids[1], for: user, amount: 2, on: today.adding(days: -1))
        try await expectDayComplete(store, user: user) { try await service.addCheckIn(to: ids[1], for: user, on: today.adding(days: -1)) }

        // A flexible yes/no habit: one a day, whatever the week still asks.
        try await service.addCheckIn(to: ids[2], for: user)
        try await expectDayComplete(store, user: user) { try await service.addCheckIn(to: ids[2], for: user) }

        // Undo makes room again.
        try await service.undoCheckIn(of: ids[0], for: user)
        #expect(try await service.addCheckIn(to: ids[0], for: user).count == 1)

        // The store (an import, a sync) takes a day's history as it is.
        try await checkIn(ids[0], day: start, for: user, in: store)
        try await checkIn(ids[0], day: start, for: user, in: store)
        #expect(try await store.checkIns(of: user, habit: ids[0], from: start, through: start).count == 2)
    }

    /// docs/domain-rules.md §3: counted and measured habits, and quit habits, may go over their
    /// target; the yes/no rule is theirs alone.
    public static func countedAndMeasuredDaysMayGoOver(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let service = entryService(for: store)
        let today = try await service.today(for: user)
        var pushUps = habit("Push-ups")
        pushUps.startDay = today
        pushUps.goal = Goal(type: .repetitions, unit: "times", target: 3)
        var water = habit("Drink water", sortOrder: 1)
        water.startDay = today
        water.goal = Goal(type: .cups, unit: "cups", target: 8)
        var smoking = habit("Smoking", sortOrder: 2)
        smoking.startDay = today
        smoking.kind = .quit
        smoking.goal = .simple(timesPerDay: 1)
        let ids = try await insertHabits([pushUps, water, smoking], for: user, in: store)
        for _ in 0..<5 { try await service.addCheckIn(to: ids[0], for: user, amount: 1) }
        try await service.addCheckIn(to: ids[1], for: user, amount: 8)
        try await service.addCheckIn(to: ids[1], for: user, amount: 2)
        for _ in 0..<3 { try await service.addCheckIn(to: ids[2], for: user) }
        let totals = try await store.dayTotals(of: user, habits: ids, from: today, through: today)
        #expect(totals.first { $0.habitID == ids[0] }?.total == 5)
        #expect(totals.first { $0.habitID == ids[1] }?.total == 10)
        #expect(totals.first { $0.habitID == ids[2] }?.total == 3)
    }

    /// Expects `body` to be refused with `dayComplete` (a conflict, field `amount`, naming the
    /// way out) and the store to be as it was.
    static func expectDayComplete<Answer>(
        _ store: any CadenceStore, user: UserID, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async throws -> Answer
    ) async throws {
        let before = try await ConformanceSnapshot.take(store, users: [user])
        let error = await #expect(throws: CadenceError.self, sourceLocation: sourceLocation) { _ = try await body() }
        #expect(error?.code == .dayComplete && error?.kind == .conflict && error?.field == "amount", sourceLocation: sourceLocation)
        let after = try await ConformanceSnapshot.take(store, users: [user])
        #expect(after == before, "a refused check-in changed the store", sourceLocation: sourceLocation)
    }
}
