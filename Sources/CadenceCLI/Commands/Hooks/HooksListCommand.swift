import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices

/// `cadence hooks list`: each endpoint with its events and, when disabled, why.
struct HooksListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List webhook endpoints.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let endpoints = try await Webhooks(service: context.service).list(for: context.user)
        try context.output.emit(endpoints.map { WebhookEndpointJSON($0, showSecret: false) }) {
            let text = LocalText(localizer: context.output.localizer)
            guard !endpoints.isEmpty else {
                return text.localized("No webhooks. Add one: {command}", ["command": "cadence hooks add URL --events checkin.created"])
            }
            return endpoints.map { endpoint in
                let state =
                    endpoint.disabledReason.map { text.localized("DISABLED: {reason}", ["reason": $0]) }
                    ?? (endpoint.isEnabled ? text.localized("enabled") : text.localized("disabled"))
                return "#\(endpoint.id) \(endpoint.url) [\(endpoint.events.map(\.rawValue).joined(separator: ","))] \(state)"
            }.joined(separator: "\n")
        }
    }
}
