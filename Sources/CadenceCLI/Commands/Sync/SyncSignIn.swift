import Foundation

/// How `cadence sync login` gets and checks a token through the server's API (docs/api.md
/// "Accounts, sessions and tokens"): a given token is checked with `GET /api/v1/account`; with a
/// username and password it signs in (`POST /api/v1/auth/sign-in`, a session cookie), creates a
/// personal API token with that session (`POST /api/v1/tokens`), then signs the session out.
/// The password and the token are sent only to the server named, and never printed.
struct SyncSignIn {
    let http: SyncHTTP

    /// The session cookie sign-in sets.
    static let sessionCookie = "cadence_session"

    /// `GET /api/v1/account` and sign-in's answer (schema `Account`), of which only the username is read.
    private struct AccountAnswer: Decodable {
        let username: String
    }

    /// `POST /api/v1/tokens`'s answer (schema `CreatedToken`), of which only the secret is read.
    private struct CreatedToken: Decodable {
        let secret: String
    }

    /// The sign-in body (schema `SignIn`).
    private struct Credentials: Encodable {
        let username: String
        let password: String
    }

    /// The token-creation body (schema `TokenCreate`).
    private struct TokenRequest: Encodable {
        let name: String
    }

    /// The username of the account `token` belongs to; refused tokens are `unauthorized`.
    func account(token: String) async throws -> String {
        let answer = try await http.send(.get, "/api/v1/account", headers: [("Authorization", "Bearer \(token)")])
        return try http.decode(
            AccountAnswer.self, from: answer, of: "GET /api/v1/account",
            unauthorized: "\(http.server) refused the token: it is unknown, revoked, or from another server"
        ).username
    }

    /// Signs in, creates an API token named `tokenName` and signs out: the new token's secret and
    /// the account's username.
    func createToken(username: String, password: String, tokenName: String) async throws -> (token: String, account: String) {
        let credentials = try JSONEncoder().encode(Credentials(username: username, password: password))
        let signedIn = try await http.send(.post, "/api/v1/auth/sign-in", json: credentials)
        let account = try http.decode(
            AccountAnswer.self, from: signedIn, of: "POST /api/v1/auth/sign-in",
            unauthorized: "\(http.server) refused the username or password")
        guard let session = Self.session(in: signedIn.cookies) else {
            throw CommandFailure(
                code: "syncAnswerInvalid", "\(http.server) signed in but set no \(Self.sessionCookie) cookie")
        }
        let cookie = [("Cookie", "\(Self.sessionCookie)=\(session)")]
        let request = try JSONEncoder().encode(TokenRequest(name: tokenName))
        let created: CreatedToken
        do {
            let answer = try await http.send(.post, "/api/v1/tokens", headers: cookie, json: request)
            created = try http.decode(
                CreatedToken.self, from: answer, of: "POST /api/v1/tokens",
                unauthorized: "\(http.server) ended the session before a token was made; try again")
        } catch {
            _ = try? await http.send(.post, "/api/v1/auth/sign-out", headers: cookie)
            throw error
        }
        _ = try? await http.send(.post, "/api/v1/auth/sign-out", headers: cookie)
        return (try HTTPSyncTransport.validatedToken(created.secret), account.username)
    }

    /// The session cookie's value among `Set-Cookie` headers (`name=value; attributes`).
    static func session(in cookies: [String]) -> String? {
        for header in cookies {
            let pair = header.prefix(while: { $0 != ";" }).trimmingCharacters(in: .whitespaces)
            guard pair.hasPrefix("\(sessionCookie)=") else { continue }
            let value = String(pair.dropFirst(sessionCookie.count + 1))
            if !value.isEmpty, value.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) { return value }
        }
        return nil
    }

    /// The name the new token gets on the server's token list: which machine made it.
    static func tokenName(host: String = ProcessInfo.processInfo.hostName) -> String {
        let name = "cadence sync on \(host.isEmpty ? "this computer" : host)"
        return String(name.prefix(100))
    }
}
