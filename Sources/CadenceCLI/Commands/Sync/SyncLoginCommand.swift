import ArgumentParser
import CadenceCore
import CadencePostgres
import CadenceServices
import CadenceSync
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cadence sync login --server URL (--token T | --email E [--password-stdin])`: saves the server
/// and an API token in this store for `cadence sync` (docs/sync.md "Devices"). A token given is
/// checked with the server first; with an account's username (email) and password, a new token
/// is made through the API (see `SyncSignIn`). The token is never printed.
struct SyncLoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Save the server and an API token for cadence sync.",
        discussion: """
            With --token, the token (made on the web app's settings page or with POST /api/v1/tokens) \
            is checked with the server and saved. With --email (your account's username), Cadence \
            signs in with your password, makes a token named "cadence sync on HOST" and saves it; the \
            password is asked for on the terminal, or read from the first line of standard input \
            with --password-stdin, and is never saved. Logging in to another server starts the \
            exchange over.

            Examples:
              cadence sync login --server https://cadence.example.org --email ada
              printf '%s\\n' "$PASSWORD" | cadence sync login --server http://127.0.0.1:8080 --email ada --password-stdin
              cadence sync login --server http://127.0.0.1:8080 --token cad_…
            """)

    @Option(help: ArgumentHelp("The server's URL, such as https://cadence.example.org.", valueName: "url"))
    var server: String

    @Option(help: ArgumentHelp("An API token of your account on the server.", valueName: "token"))
    var token: String?

    @Option(
        name: [.customLong("email"), .customLong("username")],
        help: ArgumentHelp("Your account's username (often an email address): sign in to make a token.", valueName: "email"))
    var email: String?

    @Flag(name: .customLong("password-stdin"), help: "Read the password from the first line of standard input.")
    var passwordStdin = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    /// What was saved (`--json`): `{"server", "account", "store", "tokenCreated"}`.
    struct LoginJSON: Encodable {
        let server: String
        let account: String
        let store: String
        let tokenCreated: Bool
    }

    func validate() throws {
        if (token == nil) == (email == nil) {
            throw ValidationError("give either --token T or --email E (with your password)")
        }
        if passwordStdin, email == nil {
            throw ValidationError("--password-stdin goes with --email")
        }
    }

    mutating func run() async throws {
        let url = try SyncServerURL(server)
        let given = try token.map { token throws(CommandFailure) in try HTTPSyncTransport.validatedToken(token) }
        let password = given == nil ? try readPassword() : nil
        let context = try await CommandContext.open(global)
        let engine = SyncEngine(service: context.service, user: context.user)
        let email = email
        let signedIn = try await SyncHTTP.with(url) { http in
            let signIn = SyncSignIn(http: http)
            if let given { return (token: given, account: try await signIn.account(token: given)) }
            return try await signIn.createToken(
                username: email ?? "", password: password ?? "", tokenName: SyncSignIn.tokenName())
        }
        try await engine.saveRemote(SyncRemote(server: url.text, token: signedIn.token))
        let store = Self.storeName(global)
        try context.output.emit(
            LoginJSON(server: url.text, account: signedIn.account, store: store, tokenCreated: given == nil)
        ) {
            (given == nil ? "Made a token for \(signedIn.account) on \(url)" : "The token of \(signedIn.account) works on \(url)")
                + "; the server and token are saved in \(store). Run `cadence sync` to sync."
        }
    }

    /// The password: the first line of stdin with --password-stdin, else asked on the terminal
    /// without echo.
    private func readPassword() throws -> String {
        let password: String?
        if passwordStdin {
            password = Console.readAnswer().map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        } else if Console.stdinIsTerminal, let typed = getpass("Password for \(email ?? "the account"): ") {
            password = String(cString: typed)
        } else {
            throw CommandFailure.usage("standard input is not a terminal; give the password with --password-stdin")
        }
        guard let password, !password.isEmpty else {
            throw CommandFailure.usage("no password was given")
        }
        return password
    }

    /// Where the server and token are kept: the store file, or its PostgreSQL URL without a password.
    private static func storeName(_ options: GlobalOptions) -> String {
        let path = StoreLocation.resolve(option: options.db, environment: ProcessInfo.processInfo.environment).path
        guard PostgresLocation.isURL(path) else { return path }
        return (try? PostgresLocation(url: path).redacted) ?? "postgres://"
    }
}
