import ArgumentParser
import CadenceMCP

/// `cadence mcp`: serves the habit tools to an assistant over standard input and output
/// (the Model Context Protocol; docs/domain-rules.md §11, README "Assistants").
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve Cadence's tools to an assistant over standard input and output (MCP).",
        discussion: """
            An MCP client starts this command and talks to it; it is not meant to be typed. The tools work on \
            the store `--db` names, as the local user. `cadence serve` offers the same tools at /mcp to the \
            holders of an API token.

            Example client configuration:
              {"mcpServers": {"cadence": {"command": "cadence", "args": ["mcp"]}}}
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await StdioService.run(session: AssistantSession(service: context.service, user: context.user))
    }
}
