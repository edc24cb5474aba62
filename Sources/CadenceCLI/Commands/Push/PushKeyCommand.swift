import ArgumentParser
import CadenceDelivery

/// `cadence push key`: the server's public key, made if there is none yet.
struct PushKeyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "key", abstract: "Show the server's Web Push public key (made the first time).")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let key = try await PushSubscriptions(service: context.service, policy: NotifyHosts.current, contact: nil).publicKey()
        try context.output.emit(["publicKey": key]) { key }
    }
}
