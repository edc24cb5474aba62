/// `GET /metrics` (docs/operations.md "Metrics"), present only with `CADENCE_METRICS=1`: who may
/// read it and how its text is made. With a `token`, a request must carry
/// `Authorization: Bearer <token>`; without one, only loopback clients that did not come through
/// a proxy are answered.
public struct MetricsEndpoint: Sendable {
    /// `CADENCE_METRICS_TOKEN`, or `nil` for loopback only.
    public var token: String?
    /// Records the gauges read at scrape time (store size) and returns the Prometheus text.
    public var render: @Sendable () async -> String

    public init(token: String?, render: @escaping @Sendable () async -> String) {
        self.token = token
        self.render = render
    }
}
