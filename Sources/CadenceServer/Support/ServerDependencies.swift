import CadenceCore
import CadenceStore
import Foundation
import Hummingbird
import Logging

/// What the routes share: the services (the only thing that applies habit rules), the
/// account store, the injected clock, the configuration, the OpenAPI document, and the
/// password hasher and sign-in guard.
struct ServerDependencies: Sendable {
    let service: CadenceService
    let accounts: any AccountStore
    let environment: ServiceEnvironment
    let configuration: ServerConfiguration
    let document: OpenAPIDocument
    let bodies: RequestBodyReader
    let passwords: PasswordHasher
    let signInGuard: SignInGuard

    init(
        store: any CadenceStore & AccountStore, environment: ServiceEnvironment, configuration: ServerConfiguration,
        document: OpenAPIDocument
    ) {
        service = CadenceService(store: store, environment: environment)
        accounts = store
        self.environment = environment
        self.configuration = configuration
        self.document = document
        bodies = RequestBodyReader(maximumSize: configuration.maximumBodySize, document: document)
        passwords = PasswordHasher(cost: configuration.bcryptCost)
        signInGuard = SignInGuard(configuration: configuration)
    }

    /// The current instant, from the injected clock (never `Date()` in route code).
    var now: Date { environment.now() }

    /// The client's address for rate limits: the peer, or the first `X-Forwarded-For` entry
    /// when the server trusts its proxy.
    func clientAddress(_ request: Request, context: CadenceRequestContext) -> String {
        if configuration.trustsForwardedFor,
            let forwarded = request.headers.first(where: { $0.name.canonicalName == "x-forwarded-for" })?.value,
            let first = forwarded.split(separator: ",").first
        {
            return first.trimmingCharacters(in: .whitespaces)
        }
        return context.peerAddress ?? "unknown"
    }

    /// Throws 403 unless `user`'s account is the owner.
    func requireOwner(_ user: UserID) async throws {
        guard try await accounts.account(user)?.role == .owner else {
            throw AccountError(.ownerOnly, "only the server's owner may do this")
        }
    }

    /// The user's categories, to name habits' categories in `HabitJSON`.
    func habitJSON(_ habits: [Habit], for user: UserID) async throws -> [HabitJSON] {
        let categories = try await service.categories(of: user)
        return habits.map { HabitJSON($0, categories: categories) }
    }
}
