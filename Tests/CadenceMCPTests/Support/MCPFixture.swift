import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import MCP

@testable import CadenceMCP
@testable import CadenceServices

/// A real SQLite store in a temporary file with two users (alice in Paris, bob in Tokyo), a
/// fixed clock, and MCP clients connected to Cadence's server through the SDK's in-process
/// transport — the same server `cadence mcp` runs, minus standard input and output.
final class MCPFixture: @unchecked Sendable {
    let folder: URL
    let store: SQLiteStore
    let alice: UserID
    let bob: UserID
    /// 2026-03-18 (a Wednesday) 11:00 UTC, 12:00 in Paris.
    static let now = Date(timeIntervalSince1970: 1_773_831_600)
    private var servers: [Server] = []

    init() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try SQLiteStore(path: folder.appendingPathComponent("cadence.sqlite").path)
        let service = CadenceService(store: store, environment: .fixed(Self.now))
        alice = try await service.createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        bob = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "Asia/Tokyo"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var service: CadenceService { CadenceService(store: store, environment: .fixed(Self.now)) }

    /// A client connected to a server for `user` (default: alice); `partnersEnabled`: the server's switch.
    func client(for user: UserID? = nil, partnersEnabled: Bool = true) async throws -> Client {
        let session = AssistantSession(service: service, user: user ?? alice, partnersEnabled: partnersEnabled)
        let server = await CadenceMCPServer.make(session: session)
        let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
        try await server.start(transport: serverSide)
        servers.append(server)
        let client = Client(name: "cadence-tests", version: "1.0")
        _ = try await client.connect(transport: clientSide)
        return client
    }

    /// Stops every server this fixture started.
    func stop() async {
        for server in servers { await server.stop() }
    }
}

extension Client {
    /// Calls a tool and answers its whole result (text, structured content, error flag).
    func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
        try await send(CallTool.request(.init(name: name, arguments: arguments))).value
    }
}

extension CallTool.Result {
    /// The first text block: the short sentence for the model.
    var summary: String {
        guard case .text(let text, _, _)? = content.first else { return "" }
        return text
    }

    /// The error code of a refused call.
    var errorCode: String? {
        structuredContent?.objectValue?["error"]?.objectValue?["code"]?.stringValue
    }

    /// A top-level field of the structured content.
    subscript(field: String) -> Value? {
        structuredContent?.objectValue?[field]
    }
}
