import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices
import CadenceStorage

/// `cadence notify test`: a test notification to every channel, now. Exits 1 when one fails.
struct NotifyTestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test", abstract: "Send a test notification to every channel.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let service = context.service
        let user = context.user
        let policy = NotifyHosts.current
        let results = try await NotificationChannels(service: service, policy: policy)
            .test(for: user, sender: HTTPNotificationSender(policy: policy))
        let rows = results.map { channel, outcome in
            NotifyTestResultJSON(channel: channel.id, ok: outcome.isDelivered, detail: outcome.summary)
        }
        try context.output.emit(rows) {
            let text = LocalText(localizer: context.output.localizer)
            return rows.map { "#\($0.channel) " + ($0.ok ? text.localized("delivered") : text.localized("failed ({detail})", ["detail": $0.detail])) }
                .joined(separator: "\n")
        }
        if rows.contains(where: { !$0.ok }) { throw ExitCode(1) }
    }
}

/// One channel's test result: `{"channel", "ok", "detail"}`.
struct NotifyTestResultJSON: Encodable {
    let channel: Int64
    let ok: Bool
    let detail: String
}
