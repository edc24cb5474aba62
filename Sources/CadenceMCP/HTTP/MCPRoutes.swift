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
        let session = AssistantSession(service: dependencies.service, user: identity.user)
        let message = MCP.HTTPRequest(
            method: "POST", headers: transportHeaders(request), body: Data(buffer: body), path: request.uri.path)
        let reply = await StatelessExchange.run(message, session: session)
        var headers = HTTPFields()
        for (name, value) in reply.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        let data = reply.bodyData ?? Data()
        return Response(
            status: HTTPTypes.HTTPResponse.Status(code: reply.statusCode), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
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
