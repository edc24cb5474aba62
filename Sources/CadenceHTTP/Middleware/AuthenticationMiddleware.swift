import CadenceCore
import CadenceServices
import Foundation
import Hummingbird

/// Works out who sends a request: a personal API token (`Authorization: Bearer …`) or a
/// browser session cookie, each looked up by its SHA-256 digest. A bad or revoked token is
/// refused (401) at once; a missing, expired or unknown session leaves the request anonymous.
///
/// Cookie-authenticated changes (POST, PUT, PATCH, DELETE) must come from this site: a
/// request whose `Origin` names another host is refused (403). SameSite=Lax already keeps
/// the cookie off cross-site posts; this covers older browsers.
package struct AuthenticationMiddleware: RouterMiddleware {
    package typealias Context = CadenceRequestContext

    package let accounts: AccountService
    package let environment: ServiceEnvironment
    /// A token's last use is written at most this often, so reads stay reads.
    package let lastUseResolution: TimeInterval = 60

    package init(accounts: AccountService, environment: ServiceEnvironment) {
        self.accounts = accounts
        self.environment = environment
    }

    package func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var context = context
        if let authorization = request.headers[.authorization] {
            context.identity = try await identity(authorization: authorization)
        } else if let cookie = request.cookies[SessionCookie.name], !cookie.value.isEmpty {
            let hash = SecretToken.digest(cookie.value)
            if let session = try await accounts.session(tokenHash: hash, at: environment.now()) {
                try requireSameOrigin(request)
                context.identity = Identity(
                    user: session.credential.user, credential: .session(tokenHash: hash), dataRevision: session.dataRevision)
            }
        }
        // docs/operations.md "Metrics": `cadence_active_users` counts the users signed in here.
        if let user = context.identity?.user {
            ActiveUsers.shared.saw(user)
            context.signedInUser.record(user)
        }
        return try await next(request, context)
    }

    private func identity(authorization: String) async throws -> Identity {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { throw HTTPRefusal.notSignedIn }
        let secret = parts[1].trimmingCharacters(in: .whitespaces)
        guard let found = try await accounts.activeAPIToken(tokenHash: SecretToken.digest(secret)) else {
            throw HTTPRefusal.notSignedIn
        }
        let token = found.credential
        let now = environment.now()
        if token.lastUsedAt.map({ now.timeIntervalSince($0) >= lastUseResolution }) ?? true {
            try await accounts.markAPITokenUsed(token.id, at: now)
        }
        return Identity(user: token.user, credential: .apiToken(id: token.id), dataRevision: found.dataRevision)
    }

    private func requireSameOrigin(_ request: Request) throws(HTTPRefusal) {
        guard ![.get, .head, .options].contains(request.method), let origin = request.headers[.origin] else { return }
        let host = request.head.authority
        let originHost = URL(string: origin)?.host.map { host in
            URL(string: origin)?.port.map { "\(host):\($0)" } ?? host
        }
        guard let host, let originHost, originHost.lowercased() == host.lowercased() else {
            throw HTTPRefusal.crossSiteRequest
        }
    }
}
