import CadenceServices
import MCP

/// Cadence as a Model Context Protocol server (docs/domain-rules.md §11): the tools, resources
/// and prompt, bound to one `AssistantSession`. `cadence mcp` serves it over stdio for the local
/// user; `cadence serve` builds one per request to `/mcp` for the token's user.
public enum CadenceMCPServer {
    /// The name and version assistants see.
    public static let name = "cadence"
    public static let version = "1.0.0"

    static let instructions = """
        Cadence tracks the person's habits. Refer to a habit by its id, its name or an unambiguous start of its \
        name; an ambiguous reference returns the candidates to choose from. Days are YYYY-MM-DD, today, yesterday \
        or an offset such as -2, in the person's own time zone. check_in adds (calling it twice logs twice); \
        set_day_total replaces a day's total. Nothing deletes a habit: archive_habit hides one and keeps its history.
        """

    /// A server for `session`, its handlers registered; start it on a transport.
    public static func make(session: AssistantSession) async -> Server {
        let server = Server(
            name: name, version: version, title: "Cadence", instructions: instructions,
            capabilities: Server.Capabilities(
                prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
                tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: ToolCatalog.all.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { parameters in
            guard let tool = ToolCatalog.tool(named: parameters.name) else {
                let names = ToolCatalog.all.map(\.name).joined(separator: ", ")
                throw MCPError.invalidParams("unknown tool '\(parameters.name)'; the tools are \(names)")
            }
            return try await tool.call(parameters.arguments, session: session)
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: ResourceCatalog.resources)
        }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: ResourceCatalog.templates)
        }
        await server.withMethodHandler(ReadResource.self) { parameters in
            try await ResourceCatalog.read(parameters.uri, session: session)
        }
        await server.withMethodHandler(ListPrompts.self) { _ in
            ListPrompts.Result(prompts: [WeeklyReviewPrompt.definition])
        }
        await server.withMethodHandler(GetPrompt.self) { parameters in
            guard parameters.name == WeeklyReviewPrompt.name else {
                throw MCPError.invalidParams("unknown prompt '\(parameters.name)'; the prompt is \(WeeklyReviewPrompt.name)")
            }
            return try await WeeklyReviewPrompt.messages(session: session)
        }
        return server
    }
}
