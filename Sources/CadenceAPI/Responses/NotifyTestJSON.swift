import CadenceDelivery

/// One channel's test: `{"channel", "ok", "detail"}` — `detail` is `delivered` or a fixed short
/// reason (`destination not allowed`, `could not connect`, `timed out`, `HTTP 503`), never an
/// error's text (docs/domain-rules.md §9 "Where Cadence sends").
struct NotifyTestJSON: Encodable {
    let channel: Int64
    let ok: Bool
    let detail: String

    init(channel: Int64, outcome: SendOutcome) {
        self.channel = channel
        ok = outcome.isDelivered
        detail = outcome.summary
    }
}
