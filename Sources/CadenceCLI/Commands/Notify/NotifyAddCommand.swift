import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices
import CadenceStorage

/// `cadence notify add webhook|ntfy|apprise URL`: a webhook's signing secret is shown once.
struct NotifyAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a notification channel.")

    @Argument(help: "webhook, ntfy or apprise.")
    var kind: NotificationChannel.Kind

    @Argument(help: ArgumentHelp("The http(s) URL to send to.", valueName: "url"))
    var url: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let channels = NotificationChannels(service: context.service, policy: NotifyHosts.current)
        let channel = try await channels.add(kind: kind, url: url, for: context.user)
        try context.output.emit(NotificationChannelJSON(channel, showSecret: true)) {
            let local = LocalText(localizer: context.output.localizer)
            var text =
                context.output.style.green("✓") + " "
                + local.localized(
                    "Added {kind} channel #{id} → {url}", ["kind": channel.kind.rawValue, "id": String(channel.id), "url": channel.url])
            if let secret = channel.secret {
                text +=
                    "\n"
                    + local.localized(
                        "Signing secret (shown once; requests carry {header}: sha256=HMAC of the body): {secret}",
                        ["header": "X-Cadence-Signature", "secret": secret])
            }
            return text
        }
    }
}
