import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    // MARK: Nudges and partner news (docs/domain-rules.md "§27 Nudges and partner news")

    /// Nudges the other side of partnership `id` about their habit `habitID`, which must be shared
    /// with `user` and not archived (else `notFound`, exactly as for a stranger's habit). One nudge
    /// per nudger, habit and the receiver's day (`nudgeAlreadySent`); the news is queued in the
    /// same transaction and sent by the delivery loop.
    @discardableResult
    public func nudge(partner id: Int64, habit habitID: HabitID, by user: UserID) async throws -> PartnerNews {
        guard let partnership = try await store.partnerships(of: user).first(where: { $0.id == id }) else { throw Self.noPartner(id) }
        let receiver = partnership.partner
        let sharing = try await store.habitSharings(of: receiver).first { $0.habitID == habitID }
        guard let sharing, sharing.isShared(with: id),
            let habit = try await store.habits(of: receiver, includeArchived: false).first(where: { $0.id == habitID })
        else { throw CadenceError(.notFound, field: "habitId", "no habit with id \(habitID)") }
        let nudger = try await store.partnerships(of: receiver).first { $0.id == id }?.partnerName ?? ""
        let day = try await today(for: receiver)
        let news = PartnerNews(
            receiver: receiver, kind: .nudge, fromName: nudger, habitID: habitID, habitName: habit.name, day: day, createdAt: now)
        guard try await store.insertNudge(news, from: user) else {
            throw CadenceError(
                .nudgeAlreadySent, field: "habitId", "you already nudged \(partnership.partnerName) about this habit today; try tomorrow")
        }
        return news
    }

    /// The person's news switches and quiet hours.
    public func partnerNewsSettings(of user: UserID) async throws -> PartnerNewsSettings {
        try await store.partnerNewsSettings(of: user)
    }

    /// Changes the person's news switches and quiet hours (`newsSettingsInvalid`: nothing changed).
    @discardableResult
    public func updatePartnerNewsSettings(
        of user: UserID, _ change: (inout PartnerNewsSettings) -> Void
    ) async throws -> PartnerNewsSettings {
        var settings = try await store.partnerNewsSettings(of: user)
        change(&settings)
        let checked = try settings.validated()
        try await store.setPartnerNewsSettings(checked, for: user)
        return checked
    }
}

extension DeliveryLedger {
    /// Claims due partner news (docs/domain-rules.md "§27 Nudges and partner news").
    public func claimPartnerNews(at now: Date, limit: Int) async throws -> [PartnerNews] {
        try await store.claimPartnerNews(at: now, limit: limit)
    }

    /// Ends a claimed news row, or puts it back until `retryAt`.
    public func finishPartnerNews(_ id: Int64, retryAt: Date?, at now: Date) async throws {
        try await store.finishPartnerNews(id, retryAt: retryAt, at: now)
    }

    /// The person's news switches and quiet hours.
    public func partnerNewsSettings(of user: UserID) async throws -> PartnerNewsSettings {
        try await store.partnerNewsSettings(of: user)
    }
}
