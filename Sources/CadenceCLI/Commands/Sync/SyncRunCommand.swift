import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceSync
import Foundation

/// `cadence sync [--server URL] [--token T]` (the default of `cadence sync`): one exchange with
/// the server — this store's changes pushed, the server's pulled, both merged (docs/sync.md "A
/// sync"; the wire protocol is docs/api.md "Sync"). The server and token come from the options
/// (and are then saved) or from `cadence sync login`.
struct SyncRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Push this store's changes to the server and pull its changes (the default).",
        discussion: """
            Uses the server and token saved by `cadence sync login`; --server and --token replace \
            them (and are saved). Syncing with another server starts the exchange over. An \
            interrupted sync resumes where it stopped; running it again changes nothing more.
            With --json: {"deviceId", "pushed", "pulled", "changed"}.

            Examples:
              cadence sync
              cadence sync --server https://cadence.example.org --token cad_…
              cadence sync --json
            """)

    @Option(help: ArgumentHelp("The server's URL, such as https://cadence.example.org (saved).", valueName: "url"))
    var server: String?

    @Option(help: ArgumentHelp("An API token of your account on the server (saved; never printed).", valueName: "token"))
    var token: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let engine = SyncEngine(service: context.service, user: context.user)
        let remote = try await Self.remote(server: server, token: token, engine: engine)
        let summary = try await SyncHTTP.with(remote.server) { http in
            try await SyncClient(engine: engine, transport: HTTPSyncTransport(http: http, token: remote.token)).run()
        }
        try context.output.emit(summary) {
            "Synced with \(remote.server): pushed \(summary.pushed), pulled \(summary.pulled), changed \(summary.changed)."
                + summary.refused.map { "\nNot merged here: \($0)" }.joined()
        }
    }

    /// The server and token to sync with: the options' (saved, keeping the cursors when the
    /// server and token are the saved ones) or the saved ones; neither is `syncNotConfigured`.
    static func remote(server: String?, token: String?, engine: SyncEngine) async throws
        -> (server: SyncServerURL, token: String)
    {
        let saved = try await engine.remote()
        guard server != nil || token != nil else {
            guard let saved else { throw notConfigured }
            return (try SyncServerURL(saved.server), try HTTPSyncTransport.validatedToken(saved.token))
        }
        let url: SyncServerURL
        if let server {
            url = try SyncServerURL(server)
        } else if let saved {
            url = try SyncServerURL(saved.server)
        } else {
            throw notConfigured
        }
        let secret: String
        if let token {
            secret = try HTTPSyncTransport.validatedToken(token)
        } else if let saved, saved.server == url.text {
            secret = try HTTPSyncTransport.validatedToken(saved.token)
        } else {
            throw CadenceError(
                .syncNotConfigured, field: "token",
                "no token is saved for \(url); give --token T, or run `cadence sync login --server \(url) --token T` first")
        }
        try await engine.saveRemote(SyncRemote(server: url.text, token: secret))
        return (url, secret)
    }

    private static var notConfigured: CadenceError {
        CadenceError(
            .syncNotConfigured, field: "server",
            "this store has no sync server yet; run `cadence sync login --server URL --token T` first")
    }
}
