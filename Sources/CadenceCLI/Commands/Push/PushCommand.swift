import ArgumentParser

/// `cadence push …`: the server's Web Push key (docs/domain-rules.md "§15 Web Push").
struct PushCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push",
        abstract: "Manage the server's Web Push key (reminders sent to the installed web app).",
        discussion: """
            The key pair is made the first time a browser asks for it. Rotating it deletes every
            push subscription: each device subscribes again with the new key when the app next opens.

            Examples:
              cadence push key
              cadence push rotate-keys
            """,
        subcommands: [PushKeyCommand.self, PushRotateKeysCommand.self])
}
