import CadenceCore
import Foundation

/// The storage of partners, their invites and what each habit is shared with (docs/domain-rules.md
/// "§25 Partners and shared habits"). Each call is one transaction; every rule
/// that two requests could race on (single use, the daily limit, one partnership per pair) is
/// checked inside it. None of these rows raises the user's data revision: they are not synced.
public protocol PartnerStore: Sendable {
    /// Stores a new invite of `user` unless they made `PartnerPolicy.maximumInvitesPerDay` in the
    /// window before `invite.createdAt` (`partnerInviteLimitReached`).
    func insertPartnerInvite(_ invite: PartnerInvite, for user: UserID) async throws
    /// Uses the invite `code` for `user` at `now` and makes the two accounts partners, or throws
    /// (nothing changed): `partnerInviteUnknown`, `partnerInviteOwn`, `partnerInviteExpired`,
    /// `partnerInviteUsed`, `alreadyPartners`, `partnerLimitReached` (either side full).
    func acceptPartnerInvite(code: String, by user: UserID, at now: Date) async throws -> Partnership
    /// The user's partnerships, oldest first.
    func partnerships(of user: UserID) async throws -> [Partnership]
    /// Ends partnership `id` (either side may); `false` when the user is not in it.
    func deletePartnership(_ id: Int64, of user: UserID) async throws -> Bool
    /// The sharing of each of the user's habits that is shared with somebody.
    func habitSharings(of user: UserID) async throws -> [HabitSharing]
    /// Replaces one habit's sharing (a private one removes the row); `false` when the habit is
    /// not the user's.
    func setHabitSharing(_ sharing: HabitSharing, of user: UserID) async throws -> Bool
}
