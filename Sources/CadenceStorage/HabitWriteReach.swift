import CadenceCore

/// The facts beyond the habit's own that say whether a write to its days reaches anyone else,
/// read inside `CadenceStore.decideInOneWrite`'s transaction (docs/domain-rules.md §6 "One
/// write"). The stores only read them; what they mean — events to send (§21), news for partners
/// (§27) — is decided by the service.
public struct HabitWriteReach: Sendable, Hashable {
    /// The person has an enabled webhook endpoint.
    public var hasEnabledWebhooks: Bool
    /// The habit's sharing with partners, as stored (`nil`: none).
    public var sharing: HabitSharing?
    /// The person is in a challenge, or invited to one.
    public var isInChallenge: Bool

    public init(hasEnabledWebhooks: Bool, sharing: HabitSharing?, isInChallenge: Bool) {
        self.hasEnabledWebhooks = hasEnabledWebhooks
        self.sharing = sharing
        self.isInChallenge = isInChallenge
    }
}
