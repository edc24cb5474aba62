import ArgumentParser
import CadenceDelivery

/// `cadence push rotate-keys`: a new key pair; every subscription is deleted, so each device
/// subscribes again when the app next opens (docs/domain-rules.md "§15 Web Push").
struct PushRotateKeysCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotate-keys",
        abstract: "Replace the Web Push key pair; every device subscribes again when the app next opens.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let (key, removed) = try await PushSubscriptions(service: context.service, policy: NotifyHosts.current, contact: nil).rotateKeys()
        try context.output.emit(PushRotationJSON(publicKey: key, removedSubscriptions: removed)) {
            let text = LocalText(localizer: context.output.localizer)
            return text.localizer.localized(
                one: "New push key {key}. Removed {count} subscription: each device subscribes again when the app opens.",
                other: "New push key {key}. Removed {count} subscriptions: each device subscribes again when the app opens.",
                count: removed, ["key": key, "count": text.integer(removed)])
        }
    }
}

/// `{"publicKey", "removedSubscriptions"}`.
struct PushRotationJSON: Encodable {
    let publicKey: String
    let removedSubscriptions: Int
}
