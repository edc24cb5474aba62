import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices

/// `cadence hooks add URL --events a,b`: the signing secret is shown once.
struct HooksAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a webhook endpoint.")

    @Argument(help: ArgumentHelp("The http(s) URL to send events to.", valueName: "url"))
    var url: String

    @Option(help: ArgumentHelp("The events to send, comma-separated (e.g. checkin.created,day.perfect).", valueName: "events"))
    var events: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let names = events.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let endpoint = try await Webhooks(service: context.service, policy: NotifyHosts.current).add(url: url, events: names, for: context.user)
        try context.output.emit(WebhookEndpointJSON(endpoint, showSecret: true)) {
            context.output.style.green("✓") + " Added webhook #\(endpoint.id) → \(endpoint.url) ("
                + endpoint.events.map(\.rawValue).joined(separator: ", ") + ")"
                + "\nSigning secret (shown once; Standard Webhooks, webhook-signature: v1,…): \(endpoint.secret)"
        }
    }
}
