/// What `GET /readyz` asks before it answers 200 (docs/operations.md "Health and readiness"):
/// each check returns `nil` when its part is ready, else a short reason the answer carries
/// with 503. `cadence serve` adds the store's check (reachable, every migration applied) and,
/// when it delivers reminders, the delivery loop's heartbeat.
public struct ReadinessProbe: Sendable {
    /// One check: `nil` when ready, else why not.
    public typealias Check = @Sendable () async -> String?

    let checks: [Check]

    /// A probe running `checks` in order; the first reason wins.
    public init(checks: [Check] = []) {
        self.checks = checks
    }

    /// A probe with no checks: always ready (tests, and servers built without a store check).
    public static let alwaysReady = ReadinessProbe()

    /// This probe with `check` run after its own.
    public func adding(_ check: @escaping Check) -> ReadinessProbe {
        ReadinessProbe(checks: checks + [check])
    }

    /// The first reason a check gives, or `nil` when every part is ready.
    public func problem() async -> String? {
        for check in checks {
            if let reason = await check() { return reason }
        }
        return nil
    }
}
