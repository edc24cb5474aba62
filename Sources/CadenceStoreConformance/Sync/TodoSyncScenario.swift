import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/domain-rules.md "§22 Sync of every area", docs/sync.md "To-dos": to-dos travel
/// between two devices through a server whose store is any backend. A to-do completed on one
/// device and edited on the other is both; a repeating to-do completed on both apart makes one next
/// occurrence (a monthly one due on a 31st comes back on the month's last day); deletes travel.
public enum TodoSyncScenario {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore)) async throws {
        let world = try await SyncScenarioWorld.make(serverStore: serverStore, deviceStores: deviceStores, timeZone: "America/St_Johns")
        let (clock, server, person, a, b) = (world.clock, world.server, world.person, world.a, world.b)
        func settle() async throws {
            for device in [a, b, a] { _ = try #require(try await device.sync(batchSize: 9)) }
        }
        func shown(_ service: CadenceService, _ user: UserID) async throws -> [String] {
            try await service.todos(of: user, list: .all).map { todo in
                let repeats = todo.repeatRule?.text ?? "-"
                return "\(todo.title) \(todo.due?.description ?? "-") \(todo.priority) \(todo.notes ?? "-") \(repeats) \(todo.isCompleted)"
            }.sorted()
        }
        func same() async throws -> [String] {
            let onA = try await shown(a.service, a.user)
            #expect(onA == (try await shown(b.service, b.user)), "both devices hold the same to-dos")
            #expect(onA == (try await shown(server, person)), "and so does the server")
            return onA
        }
        func find(_ device: SyncDevice, _ title: String, open: Bool = true) async throws -> Todo {
            try #require(try await device.service.todos(of: device.user, list: .all).first { $0.title == title && $0.isCompleted != open })
        }

        let rentDue = try #require(Day("2026-01-31"))
        _ = try await a.service.addTodo(title: "Pay rent", due: rentDue, repeatRule: .monthly, for: a.user)
        _ = try await a.service.addTodo(title: "Buy milk", for: a.user)
        try await settle()

        // Completed on A, edited on B, apart: both.
        clock.advance(seconds: 60)
        _ = try await a.service.completeTodo(try await find(a, "Buy milk").id, for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.updateTodo(try await find(b, "Buy milk").id, for: b.user) {
            $0.title = "Buy oat milk"
            $0.priority = .high
        }
        try await settle()
        var todos = try await same()
        #expect(todos.contains("Buy oat milk - high - - true"), "\(todos)")

        // A repeating to-do completed on both apart: one next occurrence, on February's last day.
        clock.advance(seconds: 60)
        _ = try await a.service.completeTodo(try await find(a, "Pay rent").id, for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.completeTodo(try await find(b, "Pay rent").id, for: b.user)
        try await settle()
        todos = try await same()
        #expect(
            todos.filter { $0.hasPrefix("Pay rent") } == ["Pay rent 2026-01-31 medium - monthly true", "Pay rent 2026-02-28 medium - monthly false"])

        // The next one completed on A and its notes edited on B: both; then its successor deleted.
        clock.advance(seconds: 60)
        _ = try await a.service.completeTodo(try await find(a, "Pay rent").id, for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.updateTodo(try await find(b, "Pay rent").id, for: b.user) { $0.notes = "by transfer" }
        try await settle()
        todos = try await same()
        #expect(todos.contains("Pay rent 2026-02-28 medium by transfer monthly true"), "\(todos)")
        #expect(todos.filter { $0.hasPrefix("Pay rent") }.count == 3, "\(todos)")
        let successor = try await find(b, "Pay rent")
        try await b.service.deleteTodo(successor.id, for: b.user)
        try await settle()
        todos = try await same()
        #expect(todos.filter { $0.hasPrefix("Pay rent") }.count == 2 && todos.count == 3, "\(todos)")
        _ = try await b.service.restoreTodo(successor.id, for: b.user)
        try await settle()
        #expect(try await same().filter { $0.hasPrefix("Pay rent") }.count == 3, "a restore from the trash travels")
    }
}
