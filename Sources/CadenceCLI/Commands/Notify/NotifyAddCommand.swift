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
            var text = context.output.style.green("✓") + " Added \(channel.kind.rawValue) channel #\(channel.id) → \(channel.url)"
            if let secret = channel.secret {
                text += "\nSigning secret (shown once; requests carry X-Cadence-Signature: sha256=HMAC of the body): \(secret)"
            }
            return text
        }
    }
}
