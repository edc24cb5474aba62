import CadenceCore

/// The refusals both backends throw from `PartnerStore` (docs/domain-rules.md
/// "§25 Partners and shared habits"), worded once.
public enum PartnerRefusal {
    public static let unknown = CadenceError(
        .partnerInviteUnknown, field: "code", "no invite has this code; ask your partner for a new link")
    public static let own = CadenceError(
        .partnerInviteOwn, field: "code", "this is your own invite; send it to the person you want as a partner")
    public static let expired = CadenceError(
        .partnerInviteExpired, field: "code", "this invite has expired; ask your partner for a new link")
    public static let used = CadenceError(
        .partnerInviteUsed, field: "code", "this invite has been used already; each invite makes one partnership")
    public static let already = CadenceError(.alreadyPartners, field: "code", "you are partners already")
    public static let inviteLimit = CadenceError(
        .partnerInviteLimitReached, field: nil,
        "at most \(PartnerPolicy.maximumInvitesPerDay) invites a day; try again tomorrow or reuse an open one")
    public static let partnerLimit = CadenceError(
        .partnerLimitReached, field: "code", "an account has at most \(PartnerPolicy.maximumPartners) partners")

    /// Decides an invite's use by `user` at `now` (milliseconds), as both backends read it.
    public static func check(owner: UserID, expiresAt: Int64, usedAt: Int64?, user: UserID, now: Int64) throws {
        if owner == user { throw own }
        if usedAt != nil { throw used }
        if expiresAt <= now { throw expired }
    }
}
