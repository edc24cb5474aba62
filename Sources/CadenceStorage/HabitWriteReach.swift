import CadenceCore

/// What else a write to one habit's days sets off beyond the habit itself, read inside
/// `CadenceStore.decideInOneWrite`'s transaction (docs/domain-rules.md §6 "One write"): a
/// check-in that sends webhook events (§21) or may be news for partners (§27) is decided the
/// usual way, which queues them.
public struct HabitWriteReach: Sendable, Hashable {
    /// The person has an enabled webhook endpoint.
    public var hasEnabledWebhooks: Bool
    /// The habit is shared with partners (not private), or the person is in a challenge.
    public var mayMakePartnerNews: Bool

    public init(hasEnabledWebhooks: Bool, mayMakePartnerNews: Bool) {
        self.hasEnabledWebhooks = hasEnabledWebhooks
        self.mayMakePartnerNews = mayMakePartnerNews
    }

    /// Whether a change of the habit's days reaches nothing beyond its own facts.
    public var isOwnFactsOnly: Bool { !hasEnabledWebhooks && !mayMakePartnerNews }
}
