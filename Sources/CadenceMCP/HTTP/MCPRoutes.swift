import CadenceCore
import CadenceHTTP
import CadenceServices
import Foundation
import HTTPTypes
import Hummingbird
import MCP
import NIOCore

/// `/mcp` in `cadence serve` (docs/api.md "Tools for assistants"): MCP's Streamable HTTP
/// transport, stateless — every `POST` carries one JSON-RPC message and gets its answer as
/// JSON. Only a personal API token (`Authorization: Bearer`) opens it, never a browser
/// session cookie (so no other site can make a signed-in browser call it); the token's user is
/// the only user its tools can reach. `GET` (a server-sent event stream) and `DELETE` (ending
/// a session) answer 405: this server keeps no sessions and sends nothing unasked.
package enum MCPRoutes {
    package static func add(to router: Router<CadenceRequestContext>, dependencies: ServerDependencies) {
        let mcp = router.group("mcp")
            .add(middleware: AuthenticationMiddleware(accounts: dependencies.accounts, environment: dependencies.environment))
        mcp.post { request, context in
            try await answer(request, context: context, dependencies: dependencies)
        }
        for method in [HTTPTypes.HTTPRequest.Method.get, .delete, .put, .patch] {
            mcp.on("", method: method) { request, _ -> Response in
                throw HTTPRefusal.methodNotAllowed(request.method.rawValue, allowed: ["POST"])
            }
        }
    }

    /// The largest JSON-RPC message accepted: tool arguments are small; a note is at most
    /// 100,000 characters.
    static let maximumMessageSize = 1 << 20

    private static func answer(
        _ request: Request, context: CadenceRequestContext, dependencies: ServerDependencies
    ) async throws -> Response {
        guard let identity = context.identity, case .apiToken = identity.credential else {
            throw HTTPRefusal.notSignedIn
        }
        let body = try await BoundedRequestBody.collect(request, upTo: maximumMessageSize)
        let data = Data(buffer: body)
        let session = AssistantSession(
            service: dependencies.service, user: identity.user, partnersEnabled: dependencies.configuration.partnersEnabled)
        let message = MCP.HTTPRequest(method: "POST", headers: transportHeaders(request), body: data, path: request.uri.path)
        // A repeated read of today, the overview or progress: the kept answer (CachedToolCall).
        let cacheable = CachedToolCall(data).flatMap { call in
            StatelessExchange.validation.validate(message, context: HTTPValidationContext(httpMethod: "POST")) == nil ? call : nil
        }
        let cache = dependencies.derivedResponses
        let now = dependencies.now
        var calendar: UserCalendar?
        if let call = cacheable {
            if let entry = cache.entry(user: identity.user, route: call.route, revision: identity.dataRevision, now: now) {
                return Response(
                    status: .ok, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: call.answer(result: entry.buffer)))
            }
            // Read before the answer is derived, like the revision: an entry is never newer than its key.
            calendar = try await dependencies.service.calendar(for: identity.user)
        }
        let reply = await StatelessExchange.run(message, session: session)
        var headers = HTTPFields()
        for (name, value) in reply.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        let replyData = reply.bodyData ?? Data()
        if let call = cacheable, let calendar, reply.statusCode == 200, let result = call.result(in: replyData) {
            let day = calendar.day(containing: now)
            if calendar.day(containing: dependencies.now) == day {
                cache.store(buffer: result, user: identity.user, route: call.route, revision: identity.dataRevision, calendar: calendar, day: day)
            }
        }
        return Response(
            status: HTTPTypes.HTTPResponse.Status(code: reply.statusCode), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: replyData)))
    }

    /// The headers the transport checks (`Accept`, `Content-Type`, `MCP-Protocol-Version`).
    private static func transportHeaders(_ request: Request) -> [String: String] {
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
        }
        return headers
    }
}
