import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The signed-in account and what it manages: `GET /api/v1/account`, changing its password
/// (`POST /api/v1/account/password`: the other sessions end, the API tokens are revoked unless
/// `keepTokens`), its personal API tokens
/// (`/api/v1/tokens`: list, create — the secret is shown once — and revoke), and, for the
/// owner, the server's settings (`/api/v1/server/settings`).
struct AccountController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("account", use: account)
        routes.post("account/password", use: changePassword)
        routes.get("tokens", use: tokens)
        routes.post("tokens", use: createToken)
        routes.delete("tokens/{id}", use: revokeToken)
        routes.get("server/settings", use: serverSettings)
        routes.patch("server/settings", use: updateServerSettings)
        return routes
    }

    @Sendable func account(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        guard let account = try await dependencies.accounts.account(user) else { throw HTTPRefusal.notSignedIn }
        return try JSONResponse.make(AccountJSON(account))
    }

    /// Changes the password (docs/domain-rules.md §8): the current one is checked like a
    /// sign-in; answers how many API tokens were revoked.
    @Sendable func changePassword(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(PasswordChangeInput.self, schema: "PasswordChange", from: request)
        var keeping: String?
        if case .session(let digest) = context.identity?.credential { keeping = digest }
        let revoked = try await AccountEnrollment(dependencies: dependencies.shared).changePassword(
            of: user, current: input.currentPassword, new: input.newPassword, keepingSession: keeping,
            keepTokens: input.keepTokens ?? false, address: dependencies.clientAddress(request, context: context),
            deviceCookie: AccountEnrollment.presentedDeviceCookie(request))
        return try JSONResponse.make(PasswordChangedJSON(revokedTokens: revoked))
    }

    @Sendable func tokens(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await dependencies.accounts.apiTokens(of: user).map(APITokenJSON.init))
    }

    /// Creates a token; the answer holds its secret, which is never shown again.
    @Sendable func createToken(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(TokenInput.self, schema: "TokenCreate", from: request)
        let name = try AccountValidator.validatedTokenName(input.name)
        let secret = SecretToken.generate(prefix: SecretToken.apiTokenPrefix)
        let token = try await dependencies.accounts.createAPIToken(
            named: name, tokenHash: SecretToken.digest(secret), for: user, at: dependencies.now)
        return try JSONResponse.make(CreatedTokenJSON(token: APITokenJSON(token), secret: secret), status: .created)
    }

    /// Revokes a token at once; answers it with its `revokedAt`.
    @Sendable func revokeToken(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "API token")
        let token = try await dependencies.accounts.revokeAPIToken(id, of: user, at: dependencies.now)
        return try JSONResponse.make(APITokenJSON(token))
    }

    @Sendable func serverSettings(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.requireOwner(user)
        return try JSONResponse.make(ServerSettingsJSON(signUpsOpen: try await dependencies.accounts.signUpsOpen()))
    }

    @Sendable func updateServerSettings(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.requireOwner(user)
        let input = try await dependencies.bodies.decode(ServerSettingsInput.self, schema: "ServerSettingsPatch", from: request)
        if let open = input.signUpsOpen { try await dependencies.accounts.setSignUpsOpen(open) }
        return try JSONResponse.make(ServerSettingsJSON(signUpsOpen: try await dependencies.accounts.signUpsOpen()))
    }
}
