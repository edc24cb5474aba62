import CadenceCore
import CadenceDelivery
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/notify`: notification channels — list, add (a webhook's secret is answered once),
/// delete — a test send to every channel (at most `notifyTestLimit` per user: 5 a minute), and
/// the delivery log (docs/domain-rules.md §9 "Delivery"; the same rules and JSON as `cadence
/// notify`). Destinations pass the server's policy (§9 "Where Cadence sends").
struct NotifyController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("channels", use: list)
        routes.post("channels", use: add)
        routes.delete("channels/{id}", use: delete)
        routes.post("test", use: test)
        routes.get("log", use: log)
        return routes
    }

    private var policy: NotificationDestinationPolicy { dependencies.configuration.notificationPolicy }
    private var channels: NotificationChannels { NotificationChannels(service: dependencies.service, policy: policy) }
    private var testLimiter: AttemptLimiter {
        AttemptLimiter(limit: dependencies.configuration.notifyTestLimit, scope: "notifyTest", store: dependencies.accounts)
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await channels.list(for: user).map { NotificationChannelJSON($0, showSecret: false) })
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(NotificationChannelInput.self, schema: "NotificationChannelCreate", from: request)
        let channel = try await channels.add(kind: input.kind, url: input.url, for: user)
        return try JSONResponse.make(NotificationChannelJSON(channel, showSecret: true), status: .created)
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await channels.delete(try PathParameters(context: context).id("id", of: "channel"), for: user)
        return JSONResponse.noContent()
    }

    /// Sends a test notification to every channel and answers how each went (`delivered` or a
    /// fixed short reason); beyond the per-user limit, 429 `rateLimited`.
    @Sendable func test(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let now = dependencies.now
        let limiter = testLimiter
        if let seconds = try await limiter.retryAfter("\(user)", now: now) { throw HTTPRefusal.rateLimited(retryAfter: seconds) }
        try await limiter.record("\(user)", now: now)
        let results = try await channels.test(for: user, sender: HTTPNotificationSender(policy: policy))
        return try JSONResponse.make(results.map { NotifyTestJSON(channel: $0.0.id, outcome: $0.1) })
    }

    @Sendable func log(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let limit = try QueryParameters(request: request).integer("limit", in: 1...1_000) ?? 100
        return try JSONResponse.make(try await channels.log(for: user, limit: limit).map(ReminderDeliveryJSON.init))
    }
}
