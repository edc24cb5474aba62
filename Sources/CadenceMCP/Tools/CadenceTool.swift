import CadenceLocalization
import MCP

/// One tool an assistant can call (docs/domain-rules.md §11): its name, what it does, its
/// parameters, hints on what it changes, and the thin call of the services it runs.
struct CadenceTool: Sendable {
    /// What a tool does to the store, said as MCP's annotations.
    enum Effect: Sendable {
        /// Reads only.
        case reads
        /// Adds (a check-in, a habit): calling it twice adds twice.
        case adds
        /// Sets a value: calling it twice with the same arguments changes nothing more.
        case sets
        /// Replaces what was there (a day's check-ins): destructive, but a repeat is harmless.
        case replaces
        /// Takes something away or hides it (undo, archive): said as destructive.
        case removes
    }

    typealias Run = @Sendable (ToolArguments, ToolContext) async throws -> ToolOutput

    let name: String
    let title: String
    let description: String
    let schema: ToolSchema
    let effect: Effect
    let run: Run

    init(
        _ name: String, title: String, description: String, parameters: [ToolParameter] = [], effect: Effect,
        run: @escaping Run
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.schema = ToolSchema(parameters)
        self.effect = effect
        self.run = run
    }

    /// The tool as `tools/list` shows it.
    var definition: Tool {
        Tool(name: name, title: title, description: description, inputSchema: schema.value, annotations: annotations)
    }

    /// Read-only tools say so; every change says whether it removes and whether a repeat is
    /// harmless. Nothing reaches outside the user's own store (`openWorldHint: false`).
    var annotations: Tool.Annotations {
        switch effect {
        case .reads:
            Tool.Annotations(title: title, readOnlyHint: true, openWorldHint: false)
        case .adds:
            Tool.Annotations(
                title: title, readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false)
        case .sets:
            Tool.Annotations(
                title: title, readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false)
        case .replaces:
            Tool.Annotations(
                title: title, readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false)
        case .removes:
            Tool.Annotations(
                title: title, readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false)
        }
    }

    /// Runs the tool on checked arguments: a refusal becomes a tool error; nothing was
    /// written when it is one (every service call is one transaction, and arguments are checked
    /// before any runs).
    func call(_ arguments: [String: Value]?, session: AssistantSession) async throws -> CallTool.Result {
        do {
            let checked = try schema.read(arguments)
            let context = try await session.context()
            return try await run(checked, context).result
        } catch {
            // docs/domain-rules.md §28: a refusal reads in the account's language.
            let setting = try? await session.service.settings(of: session.user).locale
            let localizer = Localizer(LanguageNegotiation.language(setting: setting, acceptLanguage: nil))
            guard let failure = ToolFailure.result(for: error, localizer: localizer) else { throw error }
            return failure
        }
    }
}
