import MCP

/// One `POST /mcp`: a server bound to the request's session answers one JSON-RPC message over
/// the SDK's stateless HTTP transport, then stops. Building a server per request keeps the user
/// in the handlers' closures — no shared server has to work out whose request it is — and costs
/// a few microseconds beside the store access.
enum StatelessExchange {
    /// The transport's checks: the client accepts JSON, sends JSON, and speaks a protocol
    /// version this SDK knows. Origins are not checked: `/mcp` takes no cookies, only a token
    /// (see `MCPRoutes`).
    static let validation = StandardValidationPipeline(validators: [
        AcceptHeaderValidator(mode: .jsonOnly),
        ContentTypeValidator(),
        ProtocolVersionValidator(),
    ])

    static func run(_ request: HTTPRequest, session: AssistantSession) async -> HTTPResponse {
        let server = await CadenceMCPServer.make(session: session)
        let transport = StatelessHTTPServerTransport(validationPipeline: validation)
        do {
            try await server.start(transport: transport)
        } catch {
            return .error(statusCode: 500, .internalError("the MCP server could not start"))
        }
        let response = await transport.handleRequest(request)
        await server.stop()
        return response
    }
}
