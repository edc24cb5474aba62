import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§21 Outgoing events (webhooks)": the events one batch of
/// changes causes, each queued (`StoreChange.enqueueWebhookMessage`) for every enabled endpoint
/// of the person that subscribes to it, appended to the batch so they are written in its very
/// transaction — the write never waits for a delivery, and a failed write queues nothing.
struct WebhookOutbox: Sendable {
    /// One event: its type, body and, when it is about a row the batch inserts, which insert.
    struct Event: Sendable, Hashable {
        let type: WebhookEventType
        let body: String
        let insertedIndex: Int?
    }

    let service: CadenceService
    let user: UserID
    let instant: Date

    /// Whether `change` can cause an event (nothing is read for a batch of none of them).
    static func isEventful(_ change: StoreChange) -> Bool {
        switch change {
        case .insertCheckIn, .deleteCheckIn, .deleteCheckIns, .awardPerfectDay, .appendXP, .unlockAchievement, .insertHabit,
            .updateHabit, .updateTodo, .insertHealthEntry, .updateHealthEntry:
            true
        default: false
        }
    }

    /// Whether `change` returns an id from `CadenceStore.apply` (so counts among the batch's inserts).
    static func returnsID(_ change: StoreChange) -> Bool {
        switch change {
        case .insertHabit, .insertCategory, .insertCheckIn, .appendXP, .recordImport, .insertHabitWithHistory, .insertHealthEntry,
            .insertTodo, .insertNote, .insertMoneyAccount, .insertMoneyTransaction, .insertMoneyAccountWithHistory, .insertRoutine,
            .insertRoutineOfBatch:
            true
        default: false
        }
    }

    /// `changes` followed by the messages they cause for `endpoints`.
    func appending(to changes: [StoreChange], endpoints: [WebhookEndpoint]) async throws -> [StoreChange] {
        let wanted = Set(endpoints.filter(\.isEnabled).flatMap(\.events))
        guard !wanted.isEmpty else { return changes }
        var drafts: [StoreChange] = []
        for event in try await events(of: changes, wanted: wanted) {
            let messageID = WebhookOutbox.newMessageID()
            for endpoint in endpoints where endpoint.wants(event.type) {
                drafts.append(
                    .enqueueWebhookMessage(
                        WebhookMessageDraft(
                            endpointID: endpoint.id, messageID: messageID, type: event.type.rawValue, body: event.body,
                            insertedIndex: event.insertedIndex)))
            }
        }
        return changes + drafts
    }

    /// `msg_` and 32 random hex digits: the `webhook-id` of every attempt of one event.
    static func newMessageID() -> String {
        "msg_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    private func events(of changes: [StoreChange], wanted: Set<WebhookEventType>) async throws -> [Event] {
        var events: [Event] = []
        var insertIndex = 0
        var habits: [HabitID: Habit] = [:]
        var added: [HabitDayKey: Double] = [:]
        var cleared: Set<HabitDayKey> = []
        var xp = 0
        for change in changes {
            let index = Self.returnsID(change) ? insertIndex : nil
            if index != nil { insertIndex += 1 }
            switch change {
            case .insertCheckIn(var checkIn):
                added[HabitDayKey(habit: checkIn.habitID, day: checkIn.day), default: 0] += checkIn.amount
                guard wanted.contains(.checkinCreated), let habit = try await habit(checkIn.habitID, in: &habits) else { continue }
                checkIn.id = WebhookMessageDraft.insertedIDPlaceholder
                let data = CheckInEventJSON(habit: HabitReferenceJSON(habit), entry: EntryJSON(checkIn, habit: habit))
                events.append(try event(.checkinCreated, data, index))
            case .deleteCheckIn(let id):
                guard wanted.contains(.checkinDeleted) else { continue }
                let deleted = try await service.store.checkIn(id, of: user)
                events.append(try event(.checkinDeleted, CheckInDeletedJSON(id: id, habitId: deleted?.habitID, date: deleted?.day), nil))
            case .deleteCheckIns(let habit, let day):
                cleared.insert(HabitDayKey(habit: habit, day: day))
                let data = CheckInDeletedJSON(id: nil, habitId: habit, date: day)
                if wanted.contains(.checkinDeleted) { events.append(try event(.checkinDeleted, data, nil)) }
            case .awardPerfectDay(let day):
                if wanted.contains(.dayPerfect) { events.append(try event(.dayPerfect, DayJSON(date: day), nil)) }
            case .appendXP(let transaction):
                xp += transaction.amount
            case .unlockAchievement(let unlock):
                guard wanted.contains(.achievementUnlocked) else { continue }
                let title = AchievementCatalog.all.first { $0.id == unlock.achievementID }?.title ?? unlock.achievementID
                let data = AchievementEventJSON(id: unlock.achievementID, title: title, unlockedAt: ContractJSON.instant(unlock.unlockedAt))
                events.append(try event(.achievementUnlocked, data, nil))
            default:
                if let other = try await lifeEvent(change, index: index, wanted: wanted) { events.append(other) }
            }
        }
        if wanted.contains(.dayCompleted) {
            events += try await completedDays(added: added, cleared: cleared, habits: &habits)
        }
        if wanted.contains(.levelUp), xp > 0 {
            let before = try await service.store.xpTotal(of: user)
            let (old, new) = (LevelProgress(totalXP: before), LevelProgress(totalXP: before + xp))
            if new.level > old.level {
                events.append(try event(.levelUp, LevelUpJSON(level: new.level, totalXp: new.totalXP), nil))
            }
        }
        return events
    }

    /// Habits, to-dos and health entries.
    private func lifeEvent(_ change: StoreChange, index: Int?, wanted: Set<WebhookEventType>) async throws -> Event? {
        switch change {
        case .insertHabit(var habit) where wanted.contains(.habitCreated):
            habit.id = WebhookMessageDraft.insertedIDPlaceholder
            return try event(.habitCreated, HabitJSON(habit, categories: try await service.store.categories(of: user)), index)
        case .updateHabit(let habit):
            let type: WebhookEventType = habit.isArchived ? .habitArchived : .habitUpdated
            guard wanted.contains(type) else { return nil }
            return try event(type, HabitJSON(habit, categories: try await service.store.categories(of: user)), nil)
        case .updateTodo(let todo) where wanted.contains(.todoCompleted) && todo.completedAt == instant:
            let today = try await service.calendar(for: user).day(containing: instant)
            return try event(.todoCompleted, TodoJSON(todo, today: today), nil)
        case .insertHealthEntry(var entry) where wanted.contains(.healthLogged):
            entry.id = WebhookMessageDraft.insertedIDPlaceholder
            return try event(.healthLogged, HealthEntryJSON(entry), index)
        case .updateHealthEntry(let entry) where wanted.contains(.healthLogged):
            return try event(.healthLogged, HealthEntryJSON(entry), nil)
        default:
            return nil
        }
    }

    /// `day.completed` for each (habit, day) of a build habit counted by the day whose stored
    /// total did not reach the goal and whose total after the batch does.
    private func completedDays(added: [HabitDayKey: Double], cleared: Set<HabitDayKey>, habits: inout [HabitID: Habit]) async throws
        -> [Event]
    {
        var events: [Event] = []
        for key in added.keys.sorted(by: { ($0.habit, $0.day) < ($1.habit, $1.day) }) {
            guard let habit = try await habit(key.habit, in: &habits), habit.kind == .build, habit.goal.period == .day else { continue }
            let stored = try await service.store.dayTotals(of: user, habits: [key.habit], from: key.day, through: key.day)
                .reduce(0) { $0 + $1.total }
            let after = (cleared.contains(key) ? 0 : stored) + (added[key] ?? 0)
            guard !habit.isSuccessful(dayTotal: stored), habit.isSuccessful(dayTotal: after) else { continue }
            events.append(try event(.dayCompleted, DayCompletedJSON(habit: HabitReferenceJSON(habit), date: key.day, total: after), nil))
        }
        return events
    }

    private func habit(_ id: HabitID, in cache: inout [HabitID: Habit]) async throws -> Habit? {
        if let known = cache[id] { return known }
        let found = try await service.store.habit(id, of: user)
        cache[id] = found
        return found
    }

    private func event(_ type: WebhookEventType, _ data: some Encodable & Sendable, _ index: Int?) throws -> Event {
        Event(type: type, body: try WebhookEventBody(type: type.rawValue, at: instant, data: data).text(), insertedIndex: index)
    }

    private struct HabitDayKey: Hashable {
        let habit: HabitID
        let day: Day
    }
}

extension CadenceService {
    /// docs/domain-rules.md "§21 Outgoing events (webhooks)": `store.apply` of
    /// `changes` with the webhook messages they cause, in the same transaction (and the partner
    /// news, docs/domain-rules.md "§27 Nudges and partner news").
    @discardableResult
    func write(_ changes: [StoreChange], for user: UserID, at instant: Date) async throws -> [Int64] {
        let batch = try await withPartnerNews(try await withWebhookMessages(changes, for: user, at: instant), for: user, at: instant)
        return try await store.apply(batch, for: user, at: instant)
    }

    /// `changes` with the webhook messages they cause appended (unchanged when none).
    func withWebhookMessages(_ changes: [StoreChange], for user: UserID, at instant: Date) async throws -> [StoreChange] {
        guard changes.contains(where: WebhookOutbox.isEventful) else { return changes }
        let endpoints = try await store.webhookEndpoints(of: user).filter(\.isEnabled)
        guard !endpoints.isEmpty else { return changes }
        return try await WebhookOutbox(service: self, user: user, instant: instant).appending(to: changes, endpoints: endpoints)
    }
}
