import CadenceCore
import CadenceServices
import Foundation
import Hummingbird
import Logging

/// What every front end's routes share (docs/architecture.md): the services (the only thing
/// that applies habit rules), the account services, the injected clock, the configuration, the
/// password hasher, the sign-in guard and the cache of derived answers. No store: the
/// composition root makes the `ServiceLayer` from one and hands it here (docs/architecture.md
/// "The one writer"). `accounts` keeps API tokens for 2 s and drops them at once when this
/// process revokes them (docs/api.md "Accounts, sessions and tokens").
package struct ServerDependencies: Sendable {
    package let service: CadenceService
    package let accounts: AccountService
    package let environment: ServiceEnvironment
    package let configuration: ServerConfiguration
    package let passwords: PasswordHasher
    package let signInGuard: SignInGuard
    package let derivedResponses: DerivedResponseCache
    /// The API tokens `accounts` keeps for a moment.
    package let apiTokens: APITokenCache
    /// Signs and checks device cookies (docs/domain-rules.md §8 "Device cookies").
    package let devices: DeviceCookie

    package init(services: ServiceLayer, configuration: ServerConfiguration) {
        service = services.service
        apiTokens = services.accounts.apiTokens
        accounts = services.accounts
        environment = services.environment
        self.configuration = configuration
        passwords = PasswordHasher(cost: configuration.bcryptCost)
        signInGuard = SignInGuard(configuration: configuration, accounts: services.accounts)
        devices = DeviceCookie(key: configuration.deviceKey)
        derivedResponses = DerivedResponseCache()
    }

    /// The current instant, from the injected clock (never `Date()` in route code).
    package var now: Date { environment.now() }

    /// The client's address for rate limits: the peer, or the first `X-Forwarded-For` entry
    /// when the server trusts its proxy.
    package func clientAddress(_ request: Request, context: CadenceRequestContext) -> String {
        if configuration.trustsForwardedFor,
            let forwarded = request.headers.first(where: { $0.name.canonicalName == "x-forwarded-for" })?.value,
            let first = forwarded.split(separator: ",").first
        {
            return first.trimmingCharacters(in: .whitespaces)
        }
        return context.peerAddress ?? "unknown"
    }

    /// Throws 403 unless `user`'s account is the owner.
    package func requireOwner(_ user: UserID) async throws {
        guard try await accounts.account(user)?.role == .owner else {
            throw AccountError(.ownerOnly, "only the server's owner may do this")
        }
    }
}
