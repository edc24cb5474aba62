import Logging
import MCP

/// `cadence mcp`: the server over standard input and output for one session, until the client
/// closes its end. Standard output carries only protocol messages; the SDK's log goes nowhere.
public enum StdioService {
    public static func run(session: AssistantSession) async throws {
        let server = await CadenceMCPServer.make(session: session)
        let quiet = Logger(label: "cadence.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
        let transport = DrainingTransport(wrapping: StdioTransport(logger: quiet), logger: quiet)
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        await transport.drain(within: .seconds(30))
        await server.stop()
    }
}
