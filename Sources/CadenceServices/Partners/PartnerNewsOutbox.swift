import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§27 Nudges and partner news": the news one batch of the writer's changes
/// causes for other people, appended to the batch so it is queued in its very transaction. A
/// habit's day (a habit counted by the day, as `day.completed`) that the batch's check-ins make
/// done — on the writer's today — is "your partner completed X" for every partner the habit is
/// shared with, and, in a running challenge played with that habit, "Y overtook you" for every
/// joined member the writer passes by days done (they had as many days as the writer and were
/// not already behind on the streak tie-break).
struct PartnerNewsOutbox: Sendable {
    let service: CadenceService
    let user: UserID
    let instant: Date

    /// Whether `change` can cause news.
    static func isNewsworthy(_ change: StoreChange) -> Bool {
        if case .insertCheckIn = change { return true }
        return false
    }

    /// `changes` followed by the news they cause.
    func appending(to changes: [StoreChange]) async throws -> [StoreChange] {
        let today = try await service.today(for: user)
        var added: [HabitID: Double] = [:]
        for case .insertCheckIn(let checkIn) in changes where checkIn.day == today {
            added[checkIn.habitID, default: 0] += checkIn.amount
        }
        guard !added.isEmpty else { return changes }
        let store = service.store
        var news: [StoreChange] = []
        for (habitID, amount) in added.sorted(by: { $0.key < $1.key }) {
            guard let habit = try await store.habit(habitID, of: user), habit.kind == .build, habit.goal.period == .day else { continue }
            let stored = try await store.dayTotals(of: user, habits: [habitID], from: today, through: today).reduce(0) { $0 + $1.total }
            guard !habit.isSuccessful(dayTotal: stored), habit.isSuccessful(dayTotal: stored + amount) else { continue }
            news += try await completed(habit, today: today)
            news += try await overtaken(with: habit, today: today)
        }
        return changes + news
    }

    /// "Your partner completed X" for each partner the habit is shared with.
    private func completed(_ habit: Habit, today: Day) async throws -> [StoreChange] {
        guard let sharing = try await service.store.habitSharings(of: user).first(where: { $0.habitID == habit.id }) else { return [] }
        var news: [StoreChange] = []
        for partnership in try await service.store.partnerships(of: user) where sharing.isShared(with: partnership.id) {
            let name = try await service.store.partnerships(of: partnership.partner).first { $0.id == partnership.id }?.partnerName ?? ""
            news.append(
                .enqueuePartnerNews(
                    PartnerNews(
                        receiver: partnership.partner, kind: .partnerCompleted, fromName: name, habitID: habit.id, habitName: habit.name,
                        day: today, createdAt: instant)))
        }
        return news
    }

    /// "Y overtook you in the challenge" for each member passed in a running challenge played with `habit`.
    private func overtaken(with habit: Habit, today: Day) async throws -> [StoreChange] {
        var news: [StoreChange] = []
        for challenge in try await service.store.challenges(of: user) where challenge.start <= today && today <= challenge.end {
            guard let (_, members) = try await service.store.challenge(challenge.id, of: user),
                members.contains(where: { $0.user == user && $0.habitID == habit.id && $0.joinedAt != nil })
            else { continue }
            let board = try await service.challengeBoard(challenge.id, for: user)
            guard let mine = board.standings.first(where: { $0.user == user }) else { continue }
            for other in board.standings where other.joined && other.user != user {
                guard other.daysDone == mine.daysDone, mine.rank >= other.rank else { continue }
                news.append(
                    .enqueuePartnerNews(
                        PartnerNews(
                            receiver: other.user, kind: .overtaken, fromName: mine.name, habitID: nil, habitName: challenge.name,
                            day: today, createdAt: instant)))
            }
        }
        return news
    }
}

extension CadenceService {
    /// `changes` with the partner news they cause appended (unchanged when none;
    /// docs/domain-rules.md "§27 Nudges and partner news").
    func withPartnerNews(_ changes: [StoreChange], for user: UserID, at instant: Date) async throws -> [StoreChange] {
        guard changes.contains(where: PartnerNewsOutbox.isNewsworthy) else { return changes }
        return try await PartnerNewsOutbox(service: self, user: user, instant: instant).appending(to: changes)
    }
}
