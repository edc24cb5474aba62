import CadenceDelivery

/// One channel's test: `{"channel", "ok", "detail"}`.
struct NotifyTestJSON: Encodable {
    let channel: Int64
    let ok: Bool
    let detail: String

    init(channel: Int64, outcome: SendOutcome) {
        self.channel = channel
        switch outcome {
        case .delivered(let status):
            ok = true
            detail = "HTTP \(status)"
        case .failed(let reason, _):
            ok = false
            detail = reason
        }
    }
}
