import CadenceCore
import Foundation

/// The storage of partner news and its switches (docs/domain-rules.md "§27 Nudges
/// and partner news"): a queue of news rows written in the transaction of the write that caused
/// them, claimed by the delivery loops with a lease so several processes send each once. None of
/// these rows raises the user's data revision: they are not synced.
public protocol PartnerNewsStore: Sendable {
    /// The person's switches and quiet hours (the defaults when never saved).
    func partnerNewsSettings(of user: UserID) async throws -> PartnerNewsSettings
    /// Replaces the person's switches and quiet hours.
    func setPartnerNewsSettings(_ settings: PartnerNewsSettings, for user: UserID) async throws
    /// Queues a nudge of `nudger` (`news.kind == .nudge`) due at `news.createdAt`; `false`, nothing
    /// written, when `nudger` already nudged `news.receiver` about `news.habitID` on `news.day`.
    func insertNudge(_ news: PartnerNews, from nudger: UserID) async throws -> Bool
    /// Claims up to `limit` pending news due at `now`, the earliest first, each leased for a minute.
    func claimPartnerNews(at now: Date, limit: Int) async throws -> [PartnerNews]
    /// Ends a claimed news row: `sent` (or dropped by a switch) when `retryAt` is `nil`, else
    /// pending again from `retryAt` (quiet hours, a failed send).
    func finishPartnerNews(_ id: Int64, retryAt: Date?, at now: Date) async throws
}
