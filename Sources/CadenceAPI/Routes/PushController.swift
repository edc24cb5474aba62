import CadenceCore
import CadenceDelivery
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/push` (docs/domain-rules.md "§15 Web Push"): the server's VAPID public key,
/// and the signed-in user's push subscriptions — add (the browser's `PushSubscription.toJSON()`),
/// list, delete, and a test message to one (sharing the per-user limit of `/notify/test`: 5 a
/// minute). Endpoints pass the server's destination policy (§9 "Where Cadence sends").
struct PushController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("key", use: key)
        routes.get("subscriptions", use: list)
        routes.post("subscriptions", use: add)
        routes.delete("subscriptions/{id}", use: delete)
        routes.post("subscriptions/{id}/test", use: test)
        return routes
    }

    private var policy: NotificationDestinationPolicy { dependencies.configuration.notificationPolicy }
    private var push: PushSubscriptions {
        PushSubscriptions(service: dependencies.service, policy: policy, contact: dependencies.configuration.pushContact)
    }
    private var testLimiter: AttemptLimiter {
        AttemptLimiter(limit: dependencies.configuration.notifyTestLimit, scope: "notifyTest", store: dependencies.accounts)
    }

    @Sendable func key(_ request: Request, context: Context) async throws -> Response {
        _ = try context.requireUser()
        return try JSONResponse.make(PushKeyJSON(publicKey: try await push.publicKey()))
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await push.list(for: user).map(PushSubscriptionJSON.init))
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(PushSubscriptionInput.self, schema: "PushSubscriptionCreate", from: request)
        let subscription = try await push.add(
            endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth,
            userAgent: request.headers[.userAgent] ?? "", for: user)
        return try JSONResponse.make(PushSubscriptionJSON(subscription), status: .created)
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await push.delete(try PathParameters(context: context).id("id", of: "push subscription"), for: user)
        return JSONResponse.noContent()
    }

    /// Sends one test message to the subscription now; beyond the per-user limit, 429 `rateLimited`.
    @Sendable func test(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "push subscription")
        let now = dependencies.now
        let limiter = testLimiter
        if let seconds = try await limiter.retryAfter("\(user)", now: now) { throw HTTPRefusal.rateLimited(retryAfter: seconds) }
        try await limiter.record("\(user)", now: now)
        let outcome = try await push.test(id, for: user, sender: HTTPNotificationSender(policy: policy))
        return try JSONResponse.make(PushTestJSON(outcome))
    }
}
