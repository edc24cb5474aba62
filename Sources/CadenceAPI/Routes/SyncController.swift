import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/sync` (docs/api.md "Sync"): the server side of `cadence sync` — a device pushes
/// batches of its document entries and pulls the entries changed after its cursor, always of
/// the signed-in user's document only (docs/domain-rules.md §8). Answers are never cached
/// (`no-store`): a pull records the account's own changes first.
struct SyncController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies
    /// Push bodies may be up to `SyncLimits.maximumBodySize` (or the server's limit, if larger).
    let bodies: RequestBodyReader

    init(dependencies: APIDependencies) {
        self.dependencies = dependencies
        bodies = RequestBodyReader(
            maximumSize: max(dependencies.configuration.maximumBodySize, SyncLimits.maximumBodySize),
            document: dependencies.document)
    }

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: pull)
        routes.post(use: push)
        return routes
    }

    /// Push: checks the body (shape, then sizes, then every entry), then merges the batch into the
    /// user's document and store. The same body twice changes nothing the second time; an entry
    /// whose id another user holds is a 403 `syncForeignID` and changes nothing.
    @Sendable func push(_ request: Request, context: Context) async throws -> Response {
        var carried: Int?
        defer { SyncMetrics.record("push", entries: carried) }
        let user = try context.requireUser()
        let input = try await bodies.decode(SyncPushInput.self, schema: "SyncPushRequest", from: request)
        try SyncLimits.check(input)
        let engine = SyncEngine(service: dependencies.service, user: user)
        try engine.validate(input.entries)
        // A push is idempotent (docs/sync.md "Protocol"), so running it again after a storage
        // error is safe.
        let answer = try await engine.receive(input.entries, from: input.deviceId, more: input.more ?? false)
        carried = input.entries.count
        return try JSONResponse.make(answer)
    }

    /// Pull: the user's document entries changed after `after`, oldest first, at most `limit`,
    /// with the cursor to ask after next and whether more follow.
    @Sendable func pull(_ request: Request, context: Context) async throws -> Response {
        var carried: Int?
        defer { SyncMetrics.record("pull", entries: carried) }
        let user = try context.requireUser()
        let query = try SyncPullQuery(QueryParameters(request: request))
        let engine = SyncEngine(service: dependencies.service, user: user)
        let page = try await engine.page(after: query.after, limit: query.limit, capturing: !query.continued)
        carried = page.entries.count
        return try JSONResponse.make(page)
    }
}
