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
            "New push key \(key). Removed \(removed) subscription\(removed == 1 ? "" : "s"): each device subscribes again when the app opens."
        }
    }
}

/// `{"publicKey", "removedSubscriptions"}`.
struct PushRotationJSON: Encodable {
    let publicKey: String
    let removedSubscriptions: Int
}
