import CadenceCore
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

/// docs/domain-rules.md "§22 Sync of every area": two laptops and a server, each area
/// edited offline on both (notes: new, text, title, pin, delete; habits: reminders, pauses; money,
/// to-dos and health: `EveryAreaSyncMoves`), synced
/// at random moments in a seeded random order, then in either order until settled. Every store
/// ends with the same export (local-only fields left out), a last round changes nothing, and no
/// text is lost: every note text written is still a note's text unless the device that wrote it
/// was replaced or deleted by a device that had seen it.
public enum EveryAreaSyncProperty {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore), seed: UInt64, steps: Int) async throws {
        var random = SplitMix64(seed: seed)
        let clock = SyncTestClock(Date(timeIntervalSince1970: 1_780_000_000))
        let settings = UserSettings(timeZoneIdentifier: "Europe/Paris")
        let server = CadenceService(store: serverStore, environment: ServiceEnvironment(now: { clock.now }))
        let person = try await server.createUser(name: "Ada", settings: settings)
        var devices: [SyncDevice] = []
        for (index, (store, skew)) in [(deviceStores.0, 0.0), (deviceStores.1, -90.0)].enumerated() {
            let service = CadenceService(store: store, environment: ServiceEnvironment(now: { clock.now.addingTimeInterval(skew) }))
            let user = try await service.createUser(name: "Ada", settings: settings)
            devices.append(
                SyncDevice(
                    name: "laptop\(index)", service: service, user: user,
                    transport: InProcessTransport(server: SyncEngine(service: server, user: person))))
            let today = try await service.today(for: user)
            _ = try await service.createHabit(HabitDraft(name: "Read", startDay: today.adding(days: -20)), for: user)
        }
        var texts: Set<String> = []
        var facts: Set<String> = []
        var completed: Set<String> = []
        var deletedTodos: Set<String> = []
        var drinks: Set<String> = []
        var log: [String] = []
        let started = Date()
        for step in 0..<steps where Date().timeIntervalSince(started) < 120 {
            let index = Int.random(in: 0..<devices.count, using: &random)
            let device = devices[index]
            clock.advance(seconds: Double(Int.random(in: 30...3_600, using: &random)))
            if Int.random(in: 0..<100, using: &random) < 18 {
                let summary = try await device.sync(batchSize: Int.random(in: 1...8, using: &random))
                log.append("\(step) \(device.name) sync \(summary == nil ? "interrupted" : "done")")
                continue
            }
            let action: String
            switch Int.random(in: 0..<4, using: &random) {
            case 0: action = try await change(device, step: step, seed: seed, texts: &texts, using: &random)
            case 1: action = try await EveryAreaSyncMoves.money(device, tag: "t\(seed).\(step)", facts: &facts, using: &random)
            case 2: action = try await EveryAreaSyncMoves.health(device, tag: "h\(seed).\(step)", drinks: &drinks, using: &random)
            default:
                action = try await EveryAreaSyncMoves.todo(
                    device, tag: "\(seed).\(step)", completed: &completed, deleted: &deletedTodos, using: &random)
            }
            log.append("\(step) \(device.name) \(action)")
        }
        let context = Comment(rawValue: "seed \(seed):\n" + log.joined(separator: "\n"))
        let order = Bool.random(using: &random) ? devices : devices.reversed()
        for _ in 0..<3 { for device in order { _ = try #require(try await device.sync(batchSize: 5), context) } }
        var last: [Int] = []
        for device in order { last.append(try #require(try await device.sync(batchSize: 5), context).changed) }
        #expect(last.allSatisfy { $0 == 0 }, "a last round changes nothing; \(context)")
        let expected = try await SyncExportComparison.normalized(server, user: person)
        for device in devices {
            #expect(try await SyncExportComparison.normalized(device.service, user: device.user) == expected, "\(device.name); \(context)")
            let shown = try await device.service.notes(of: device.user).map(\.content)
            for text in texts.sorted() {
                #expect(shown.contains { Self.shows($0, text) }, "\(device.name) lost \(InputExcerpt.quoted(text)); \(context)")
            }
            let kept = Set(try await device.service.storedFacts.moneyTransactions(of: device.user, account: nil).compactMap(\.note))
            #expect(facts.isSubset(of: kept), "\(device.name) lost transactions \(facts.subtracting(kept).sorted()); \(context)")
            let todos = try await device.service.storedFacts.todos(of: device.user)
            let done = Set(todos.filter(\.isCompleted).map(\.title))
            let lost = completed.subtracting(deletedTodos).subtracting(done)
            #expect(lost.isEmpty, "\(device.name) lost completions \(lost.sorted()); \(context)")
            let logged = Set(try await device.service.healthEntries(of: device.user, type: .water).compactMap(\.note))
            #expect(drinks.isSubset(of: logged), "\(device.name) lost drinks \(drinks.subtracting(logged).sorted()); \(context)")
            let openRepeats = todos.filter { !$0.isCompleted && $0.repeatRule != nil }.map(\.title)
            #expect(openRepeats.count == Set(openRepeats).count, "\(device.name): a repeat has two open occurrences; \(context)")
        }
    }

    /// Whether a note's content shows `text` (itself, or with the lines naming kept copies).
    static func shows(_ content: String, _ text: String) -> Bool { content == text || content.hasPrefix(text + "\n\n> Edited on two devices") }

    /// One random offline change on `device`; `texts` keeps the note texts that must survive.
    static func change(_ device: SyncDevice, step: Int, seed: UInt64, texts: inout Set<String>, using random: inout SplitMix64) async throws -> String
    {
        let (service, user) = (device.service, device.user)
        let notes = try await service.notes(of: user).sorted { $0.id < $1.id }
        let text = "text \(seed).\(step) on \(device.name)"
        let roll = Int.random(in: 0..<100, using: &random)
        guard let note = notes.randomElement(using: &random), roll >= 15 else {
            _ = try await service.addNote(title: "Note \(step % 4)", content: text, for: user)
            texts.insert(text)
            return "add note \(text)"
        }
        switch roll {
        case 15..<45:
            texts = texts.filter { !shows(note.content, $0) }
            try await service.updateNote(note.id, for: user) { $0.content = text }
            texts.insert(text)
            return "edit text of \(note.title) to \(text)"
        case 45..<55:
            try await service.updateNote(note.id, for: user) { $0.title = "Title \(step)" }
            return "retitle \(note.title)"
        case 55..<62:
            try await service.updateNote(note.id, for: user) { $0.isPinned.toggle() }
            return "pin \(note.title)"
        case 62..<72:
            texts = texts.filter { !shows(note.content, $0) }
            try await service.deleteNote(note.id, for: user)
            return "delete \(note.title)"
        case 72..<86:
            guard let habit = try await service.habits(of: user).first else { return "nothing" }
            let day = try await service.today(for: user).adding(days: Int.random(in: -5...5, using: &random))
            let undo = Bool.random(using: &random)
            guard (try? await service.pause(habits: [habit.id], from: day, through: day, undo: undo, for: user)) != nil else { return "nothing" }
            return "pause \(day) \(undo ? "undone" : "")"
        default:
            guard let habit = try await service.habits(of: user).first else { return "nothing" }
            let reminder = Reminder(hour: Int.random(in: 6...9, using: &random), minute: 0, weekdays: Set(Weekday.allCases))
            if let existing = try await service.reminders(of: user, habit: habit.id).first, Bool.random(using: &random) {
                _ = try await service.setReminderActive(!existing.reminder.isActive, existing.id, for: user)
                return "toggle reminder"
            }
            guard (try? await service.addReminder(reminder, to: habit.id, for: user)) != nil else { return "nothing" }
            return "remind \(reminder.timeText)"
        }
    }
}
