import ArgumentParser
import CadenceCore

/// `cadence notify …`: where reminders are delivered (docs/domain-rules.md §9 "Delivery").
struct NotifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Manage where reminders are delivered: webhooks, ntfy topics, Apprise servers.",
        discussion: """
            `cadence serve` delivers reminders while it runs; `cadence remind run` does it alone.

            Examples:
              cadence notify add webhook https://example.org/hooks/cadence
              cadence notify add ntfy https://ntfy.sh/my-secret-topic
              cadence notify add apprise http://apprise.local:8000/notify/cadence
              cadence notify test
              cadence notify log
            """,
        subcommands: [
            NotifyAddCommand.self, NotifyListCommand.self, NotifyDeleteCommand.self, NotifyTestCommand.self,
            NotifyLogCommand.self,
        ])
}

extension NotificationChannel.Kind: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
