import Metrics

/// `cadence_active_users{window}` (docs/operations.md "Metrics"): distinct signed-in users of
/// this process in the last 5 minutes and the last 24 hours, recorded when `/metrics` is read.
public enum ActiveUsersGauge {
    /// Records both windows from `ActiveUsers.shared`.
    public static func record(from users: ActiveUsers = .shared) {
        for (name, window) in [("5m", Duration.seconds(300)), ("24h", Duration.seconds(86_400))] {
            Gauge(label: "cadence_active_users", dimensions: [("window", name)]).record(users.count(within: window))
        }
    }
}
