import CadenceCore
import CadenceDelivery
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/webhooks`: outgoing events by the Standard Webhooks specification — add (the
/// `whsec_` secret answered once), list, delete, queue a test message, and an endpoint's recent
/// deliveries (docs/domain-rules.md "§21 Outgoing events (webhooks)"; the same rules
/// and JSON as `cadence hooks`). Destinations pass the server's policy (§9 "Where Cadence sends").
struct WebhookController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: add)
        routes.delete("{id}", use: delete)
        routes.post("{id}/test", use: test)
        routes.get("{id}/deliveries", use: deliveries)
        return routes
    }

    private var webhooks: Webhooks {
        Webhooks(service: dependencies.service, policy: dependencies.configuration.notificationPolicy)
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await webhooks.list(for: user).map { WebhookEndpointJSON($0, showSecret: false) })
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(WebhookInput.self, schema: "WebhookCreate", from: request)
        let endpoint = try await webhooks.add(url: input.url, events: input.events, for: user)
        return try JSONResponse.make(WebhookEndpointJSON(endpoint, showSecret: true), status: .created)
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await webhooks.delete(try PathParameters(context: context).id("id", of: "webhook"), for: user)
        return JSONResponse.noContent()
    }

    /// Queues a `webhook.test` message (202 with it); the delivery loop sends it.
    @Sendable func test(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let message = try await webhooks.test(try PathParameters(context: context).id("id", of: "webhook"), for: user)
        return try JSONResponse.make(WebhookDeliveryJSON(message), status: .accepted)
    }

    @Sendable func deliveries(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "webhook")
        let limit = try QueryParameters(request: request).integer("limit", in: 1...1_000) ?? 50
        return try JSONResponse.make(try await webhooks.log(id, for: user, limit: limit).map(WebhookDeliveryJSON.init))
    }
}
