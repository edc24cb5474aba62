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
            let text = LocalText(localizer: context.output.localizer)
            let events = endpoint.events.map(\.rawValue).joined(separator: ", ")
            return context.output.style.green("✓") + " "
                + text.localized("Added webhook #{id} → {url} ({events})", ["id": String(endpoint.id), "url": endpoint.url, "events": events])
                + "\n"
                + text.localized(
                    "Signing secret (shown once; Standard Webhooks, {header}: v1,…): {secret}",
                    ["header": "webhook-signature", "secret": endpoint.secret])
        }
    }
}
