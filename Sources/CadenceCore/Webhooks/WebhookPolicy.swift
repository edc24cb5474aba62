import Foundation

/// The delivery rules of outgoing events (docs/domain-rules.md "§21 Outgoing
/// events (webhooks)"): at least once, retried with exponential back-off for a day, an endpoint
/// disabled after a day of failures, at most `maximumEndpoints` endpoints a person.
public struct WebhookPolicy: Sendable, Hashable {
    /// How many endpoints one person may have.
    public static let maximumEndpoints = 10
    /// How long a message is retried after it was queued.
    public static let retryFor: TimeInterval = 86_400
    /// How long an endpoint may fail without a success before it is disabled.
    public static let disableAfter: TimeInterval = 86_400
    /// The longest wait between two attempts.
    public static let maximumDelay: TimeInterval = 6 * 3_600
    /// How long a claimed message is left to the process that claimed it before another may.
    public static let lease: TimeInterval = 60
    /// The environment variable setting `retryBase` in seconds (tests use a fraction).
    public static let retryBaseVariable = "CADENCE_WEBHOOK_RETRY_BASE"

    /// The wait after the first failed attempt (default 5 s); each further one doubles it.
    public var retryBase: TimeInterval

    public init(retryBase: TimeInterval = 5) {
        self.retryBase = min(max(retryBase, 0.01), 3_600)
    }

    /// The policy `CADENCE_WEBHOOK_RETRY_BASE` sets (seconds, 0.01–3600; unset or unreadable: 5).
    public init(environment: [String: String]) {
        self.init(retryBase: environment[Self.retryBaseVariable].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 5)
    }

    /// The wait after the `attempt`-th failed attempt (1-based): `retryBase × 2^(attempt−1)`, at
    /// most `maximumDelay`.
    public func delay(afterAttempt attempt: Int) -> TimeInterval {
        let doublings = min(max(attempt - 1, 0), 40)
        return min(retryBase * pow(2, Double(doublings)), Self.maximumDelay)
    }

    /// When to try again after the `attempt`-th failure of a message queued at `queuedAt`, or
    /// `nil` when that would be past `retryFor` (the message has failed for good).
    public func nextAttempt(afterAttempt attempt: Int, at now: Date, queuedAt: Date) -> Date? {
        let next = now.addingTimeInterval(delay(afterAttempt: attempt))
        return next <= queuedAt.addingTimeInterval(Self.retryFor) ? next : nil
    }

    /// Whether an endpoint failing since `failingSince` is disabled at `now`.
    public static func disables(failingSince: Date, at now: Date) -> Bool {
        now.timeIntervalSince(failingSince) >= disableAfter
    }
}
