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
    let derivedResponses: DerivedResponseCache

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
        derivedResponses = DerivedResponseCache()
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

    /// A derived answer (a pure function of the user's stored facts and today), from the
    /// cache when it is still valid, else computed by `derive` and cached (see
    /// `DerivedResponseCache`). `route` names the answer, query included. The data revision
    /// is the one read with the request's credential, so a hit costs no database access;
    /// it was read before `derive` runs, as the cache requires.
    func derived(_ route: String, for identity: Identity?, derive: () async throws -> some Encodable) async throws -> Response {
        guard let identity else { throw APIError.notSignedIn }
        let user = identity.user
        let revision = identity.dataRevision
        let now = self.now
        if let body = derivedResponses.body(user: user, route: route, revision: revision, now: now) {
            return JSONResponse.json(body)
        }
        let calendar = try await service.calendar(for: user)
        let body = try JSONResponse.encode(try await derive())
        derivedResponses.store(body, user: user, route: route, revision: revision, calendar: calendar, day: calendar.day(containing: now))
        return JSONResponse.json(body)
    }

    /// The user's categories, to name habits' categories in `HabitJSON`.
    func habitJSON(_ habits: [Habit], for user: UserID) async throws -> [HabitJSON] {
        let categories = try await service.categories(of: user)
        return habits.map { HabitJSON($0, categories: categories) }
    }
}
