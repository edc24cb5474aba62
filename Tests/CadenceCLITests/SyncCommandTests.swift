import Foundation
import Testing

/// `cadence sync` and `cadence sync login` without a server (docs/sync.md "Devices"): what is
/// refused before any request, what is saved, and that a token is never printed. The exchange
/// with a real server is `scripts/sync-check.sh` (separate processes, CI).
@Suite struct SyncCommandTests {
    /// Port 1 on the loopback: nothing listens there, so a connection is refused at once.
    static let closed = "http://127.0.0.1:1"
    static let secret = "cad_SyncCommandTestsSecret0123456789"

    private func refusal(_ store: TemporaryStore, _ arguments: [String]) throws -> (Int32, String, String) {
        let result = try store.run(["--json"] + arguments, now: nil)
        let error = try? result.object().object("error")
        return (result.status, error?.string("code") ?? "", error?.string("message") ?? result.stderr)
    }

    @Test(arguments: [["sync"], ["sync", "run"], ["sync", "login"]])
    func helpHasExamples(command: [String]) throws {
        let store = try TemporaryStore()
        let result = try store.run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("cadence sync"))
        #expect(!FileManager.default.fileExists(atPath: store.database.path))
    }

    @Test func syncWithoutAServerIsNotConfigured() throws {
        let store = try TemporaryStore()
        let (status, code, message) = try refusal(store, ["sync"])
        #expect(status == 1)
        #expect(code == "syncNotConfigured")
        #expect(message.contains("cadence sync login --server URL --token T"))
        // A server alone, with no token saved for it, is refused the same way.
        let (serverOnly, serverOnlyCode, _) = try refusal(store, ["sync", "--server", Self.closed])
        #expect(serverOnly == 1)
        #expect(serverOnlyCode == "syncNotConfigured")
    }

    @Test(arguments: [
        "ftp://example.org", "example.org", "http://", "http:///path", "https://user:pw@example.org",
        "https://example.org/?token=x", "https://example.org/#x", "", "http://exa mple.org",
    ])
    func malformedServersAreRefused(server: String) throws {
        let store = try TemporaryStore()
        let (status, code, _) = try refusal(store, ["sync", "login", "--server", server, "--token", Self.secret])
        #expect(status == 1)
        #expect(code == "serverURLInvalid")
        let (runStatus, runCode, _) = try refusal(store, ["sync", "--server", server, "--token", Self.secret])
        #expect(runStatus == 1)
        #expect(runCode == "serverURLInvalid")
        // Nothing was saved: a plain sync still has no server.
        #expect(try refusal(store, ["sync"]).1 == "syncNotConfigured")
    }

    @Test(arguments: [
        ["sync", "login", "--server", closed], ["sync", "login", "--server", closed, "--token", "t", "--email", "a@b.c"],
        ["sync", "login", "--server", closed, "--token", "t", "--password-stdin"],
    ])
    func loginNeedsATokenOrAnEmail(arguments: [String]) throws {
        let store = try TemporaryStore()
        let result = try store.run(arguments, now: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--token") || result.stderr.contains("--password-stdin"))
    }

    @Test func aPasswordIsNeededOnStdin() throws {
        let store = try TemporaryStore()
        // stdin is /dev/null here: no line to read.
        let result = try store.run(
            ["sync", "login", "--server", Self.closed, "--email", "ada@example.org", "--password-stdin"], now: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no password"))
    }

    @Test(arguments: ["", "cad_with space", "cad_\u{7}bell", "cad_é", String(repeating: "x", count: 1025)])
    func malformedTokensAreRefused(token: String) throws {
        let store = try TemporaryStore()
        let (status, code, _) = try refusal(store, ["sync", "--server", Self.closed, "--token", token])
        #expect(status == 1)
        #expect(code == "tokenInvalid")
        #expect(try refusal(store, ["sync"]).1 == "syncNotConfigured")
    }

    /// The options are saved (the trailing slash dropped) before the exchange, so a sync that
    /// cannot reach the server still remembers them; the token is never shown.
    @Test func serverAndTokenAreSavedAndTheTokenNeverPrinted() throws {
        let store = try TemporaryStore()
        let first = try store.run(["--json", "sync", "--server", Self.closed + "/", "--token", Self.secret], now: nil)
        #expect(first.status == 1)
        #expect(try first.object().object("error")?.string("code") == "syncUnreachable")
        #expect(first.stderr.contains(Self.closed))
        let again = try store.run(["sync"], now: nil)
        #expect(again.status == 1)
        #expect(again.stderr.contains("cannot reach \(Self.closed):"))
        // The saved token goes with the saved server when only --token or --server is given.
        let tokenOnly = try store.run(["sync", "--token", Self.secret], now: nil)
        #expect(tokenOnly.stderr.contains("cannot reach \(Self.closed):"))
        let sameServer = try store.run(["sync", "--server", Self.closed], now: nil)
        #expect(sameServer.stderr.contains("cannot reach \(Self.closed):"))
        // Another server needs its own token.
        let (status, code, _) = try refusal(store, ["sync", "--server", "http://127.0.0.1:2"])
        #expect(status == 1)
        #expect(code == "syncNotConfigured")
        for result in [first, again, tokenOnly, sameServer] {
            #expect(!result.stdout.contains(Self.secret) && !result.stderr.contains(Self.secret))
        }
    }

    @Test func loginCannotReachAServer() throws {
        let store = try TemporaryStore()
        let (status, code, message) = try refusal(store, ["sync", "login", "--server", Self.closed, "--token", Self.secret])
        #expect(status == 1)
        #expect(code == "syncUnreachable")
        #expect(!message.contains(Self.secret))
        // A login that failed saved nothing.
        #expect(try refusal(store, ["sync"]).1 == "syncNotConfigured")
    }
}
