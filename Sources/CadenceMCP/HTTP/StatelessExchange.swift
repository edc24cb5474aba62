import Foundation
import MCP

/// One `POST /mcp`: a server bound to the request's session answers one JSON-RPC message over
/// the SDK's stateless HTTP transport, then stops. Building a server per request keeps the user
/// in the handlers' closures — no shared server has to work out whose request it is — and costs
/// a few microseconds beside the store access.
///
/// Every request is answered within a bounded time (docs/domain-rules.md §11): a body the SDK
/// could read two ways (a member named twice, an `id` that is neither a string nor an integer)
/// is refused before it reaches the SDK, and an exchange still unanswered after `limit` — or
/// whose request is cancelled, as a shutdown does — stops its server, which ends the wait.
enum StatelessExchange {
    /// The transport's checks: the client accepts JSON, sends JSON, and speaks a protocol
    /// version this SDK knows. Origins are not checked: `/mcp` takes no cookies, only a token
    /// (see `MCPRoutes`).
    static let validation = StandardValidationPipeline(validators: [
        AcceptHeaderValidator(mode: .jsonOnly),
        ContentTypeValidator(),
        ProtocolVersionValidator(),
    ])

    /// How long one exchange may take.
    static let limit: Duration = .seconds(30)

    static func run(_ request: HTTPRequest, session: AssistantSession, limit: Duration = limit) async -> HTTPResponse {
        if let refusal = JSONRPCBodyCheck.refusal(of: request.body ?? Data()) {
            let error: MCPError = refusal.code == -32700 ? .parseError(refusal.message) : .invalidRequest(refusal.message)
            return .error(statusCode: 400, error)
        }
        let server = await CadenceMCPServer.make(session: session)
        let transport = StatelessHTTPServerTransport(validationPipeline: validation)
        do {
            try await server.start(transport: transport)
        } catch {
            return .error(statusCode: 500, .internalError("the MCP server could not start"))
        }
        let response = await withTaskGroup(of: HTTPResponse?.self) { group in
            group.addTask { await transport.handleRequest(request) }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            var answer: HTTPResponse?
            var late = false
            while let next = await group.next() {
                if let next, !late {
                    answer = next
                    group.cancelAll()
                } else if next == nil, answer == nil, !late {
                    // Out of time or cancelled: stopping the server ends the transport's wait.
                    late = true
                    await server.stop()
                }
            }
            return late ? nil : answer
        }
        await server.stop()
        return response ?? .error(statusCode: 503, .internalError("no answer in time"))
    }
}
