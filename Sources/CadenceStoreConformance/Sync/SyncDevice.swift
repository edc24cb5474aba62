import CadenceCore
import CadenceServices
import CadenceStorage
import CadenceSync
import CadenceTestSupport
import Foundation

/// docs/sync.md: one device of the sync property test: a person's local store, changed at random "offline" through
/// the service (as every interface does), synced through an `InProcessTransport`.
public struct SyncDevice: Sendable {
    public let name: String
    public let service: CadenceService
    public let user: UserID
    public let transport: InProcessTransport
    public var engine: SyncEngine { SyncEngine(service: service, user: user) }

    public init(name: String, service: CadenceService, user: UserID, transport: InProcessTransport) {
        self.name = name
        self.service = service
        self.user = user
        self.transport = transport
    }

    public static let names = ["Read", "Run", "Water", "Stretch", "read"]

    private var today: Day {
        get async throws { try await service.today(for: user) }
    }

    /// A habit of the pool: measured, so each check-in is one row carrying its note.
    public func createHabit(using random: inout SplitMix64) async throws -> String {
        let name = Self.names.randomElement(using: &random) ?? "Read"
        let start = try await today.adding(days: -30)
        let saved =
            (try? await service.createHabit(
                HabitDraft(name: name, goal: Goal(type: .cups, unit: "cups", target: 3), startDay: start), for: user)) != nil
        return saved ? "create \(name)" : "nothing"
    }

    /// One random change. `note` tags a new check-in; `destroyed` receives the days a delete,
    /// undo or set touched; `deletedHabit` is set when a habit was deleted.
    public func randomStep(
        using random: inout SplitMix64, note: String, created: inout [String], destroyed: inout Set<Day>, deletedHabit: inout Bool
    ) async throws -> String {
        let habits = try await service.habits(of: user, includeArchived: true)
        guard let habit = habits.randomElement(using: &random) else { return try await createHabit(using: &random) }
        let today = try await today
        let day = max(today.adding(days: -Int.random(in: 0...6, using: &random)), habit.startDay)
        let amount = Double(Int.random(in: 1...3, using: &random))
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            guard (try? await service.addCheckIn(to: habit.id, for: user, amount: amount, note: note)) != nil else { return "nothing" }
            created.append(note)
            return "check-in \(note) today on \(habit.name)"
        case 30..<42:
            guard (try? await service.addCheckIn(to: habit.id, for: user, amount: amount, on: day, note: note)) != nil else { return "nothing" }
            created.append(note)
            return "backfill \(note) on \(day) on \(habit.name)"
        case 42..<48:
            guard (try? await service.undoCheckIn(of: habit.id, for: user, on: day)) != nil else { return "nothing" }
            destroyed.insert(day)
            return "undo \(day) on \(habit.name)"
        case 48..<55:
            let total = Double(Int.random(in: 0...4, using: &random))
            guard (try? await service.setDayTotal(of: habit.id, for: user, to: total, on: day)) != nil else { return "nothing" }
            destroyed.insert(day)
            return "set \(day) to \(total) on \(habit.name)"
        case 55..<59:
            guard let entry = try await service.entries(of: habit.id, for: user).randomElement(using: &random) else { return "nothing" }
            try await service.deleteCheckIn(entry.id, for: user)
            destroyed.insert(entry.day)
            return "delete an entry of \(entry.day) on \(habit.name)"
        case 59..<66:
            let skipped = Bool.random(using: &random)
            guard (try? await service.setSkipped(skipped, habit: habit.id, for: user, from: day, through: day)) != nil else { return "nothing" }
            return "skip \(skipped) \(day) on \(habit.name)"
        case 66..<73:
            var draft = HabitDraft(habit)
            draft.goal.target = Double(Int.random(in: 1...6, using: &random))
            guard (try? await service.updateHabit(habit.id, with: draft, for: user)) != nil else { return "nothing" }
            return "target \(draft.goal.target) on \(habit.name)"
        case 73..<78:
            var draft = HabitDraft(habit)
            draft.name = Self.names.randomElement(using: &random) ?? "Read"
            guard (try? await service.updateHabit(habit.id, with: draft, for: user)) != nil else { return "nothing" }
            return "rename \(habit.name) to \(draft.name)"
        case 78..<82:
            if habit.isArchived {
                guard (try? await service.unarchiveHabit(habit.id, for: user)) != nil else { return "nothing" }
                return "unarchive \(habit.name)"
            }
            guard (try? await service.archiveHabit(habit.id, for: user)) != nil else { return "nothing" }
            return "archive \(habit.name)"
        case 82..<84:
            try await service.deleteHabit(habit.id, for: user)
            deletedHabit = true
            return "delete habit \(habit.name)"
        case 84..<88:
            let weekStart: Weekday = Bool.random(using: &random) ? .monday : .sunday
            _ = try await service.updateSettings(of: user) { $0.weekStart = weekStart }
            return "week starts \(weekStart)"
        default:
            return try await createHabit(using: &random)
        }
    }

    /// One sync, possibly interrupted: its summary, or `nil` when the planned interruption
    /// stopped it (any other error fails the test).
    public func sync(batchSize: Int, interruption: (calls: Int, afterApplying: Bool)? = nil) async throws -> SyncSummary? {
        if let interruption { transport.failAfter(calls: interruption.calls, afterApplying: interruption.afterApplying) }
        defer { transport.neverFail() }
        do {
            return try await SyncClient(engine: engine, transport: transport, batchSize: batchSize).run()
        } catch is InProcessTransport.Failure {
            return nil
        }
    }
}
