import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// Exports everything a user owns (docs/import-export.md): Cadence's JSON document
/// (`CadenceExportDocument`, which `ImportService` restores losslessly) and CSV files for
/// spreadsheets. The use cases behind `cadence export` and the REST API's `GET /api/v1/export`.
public struct ExportService: Sendable {
    public let service: CadenceService

    public init(service: CadenceService) {
        self.service = service
    }

    /// The store's facts, read only; writes go through `service`.
    var facts: StoredFacts { service.storedFacts }

    /// The user's whole data as one document, stamped with the service's now.
    public func document(for user: UserID) async throws -> CadenceExportDocument {
        let settings = try await facts.settings(of: user)
        let categories = try await facts.categories(of: user)
        let habits = try await facts.habits(of: user, includeArchived: true)
        var checkIns: [HabitID: [CheckIn]] = [:]
        for checkIn in try await facts.checkIns(of: user, habit: nil, from: nil, through: nil) {
            checkIns[checkIn.habitID, default: []].append(checkIn)
        }
        var records: [HabitID: [DayRecord]] = [:]
        for record in try await facts.dayRecords(of: user, habits: nil, from: nil, through: nil) {
            records[record.habitID, default: []].append(record)
        }
        let categoryNames = Dictionary(categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let keys = Self.keys(for: habits)
        let exported = habits.map { habit in
            CadenceExportDocument.ExportHabit(
                habit, key: keys[habit.id] ?? "cadence:\(habit.id)",
                categoryName: habit.categoryID.flatMap { categoryNames[$0] },
                checkIns: checkIns[habit.id] ?? [], dayRecords: records[habit.id] ?? [])
        }
        return CadenceExportDocument(
            exportedAt: service.now, settings: .init(settings),
            categories: categories.map(CadenceExportDocument.ExportCategory.init),
            habits: exported, perfectDays: try await facts.perfectDayAwards(of: user, from: nil, through: nil),
            xp: try await facts.xpTransactions(of: user, limit: nil).reversed().map(
                CadenceExportDocument.ExportXP.init),
            achievements: try await facts.unlockedAchievements(of: user).map(
                CadenceExportDocument.ExportAchievement.init),
            health: try await facts.healthEntries(of: user, type: nil, from: nil, through: nil).map {
                CadenceExportDocument.ExportHealthEntry($0, instants: .milliseconds)
            },
            todos: try await facts.todos(of: user).map(CadenceExportDocument.ExportTodo.init),
            notes: try await facts.notes(of: user).sorted { $0.id < $1.id }.map {
                CadenceExportDocument.ExportNote($0, instants: .milliseconds)
            },
            accounts: try await exportedAccounts(of: user),
            routines: try await service.routines(of: user).map { CadenceExportDocument.ExportRoutine($0, keys: keys) })
    }

    private func exportedAccounts(of user: UserID) async throws -> [CadenceExportDocument.ExportMoneyAccount] {
        let accounts = try await facts.moneyAccounts(of: user)
        guard !accounts.isEmpty else { return [] }
        let transactions = Dictionary(grouping: try await facts.moneyTransactions(of: user, account: nil), by: \.accountID)
        return accounts.map { CadenceExportDocument.ExportMoneyAccount($0, transactions: transactions[$0.id] ?? []) }
    }

    /// The document as JSON: sorted keys, indented, `null` for absent values.
    public func exportJSON(for user: UserID) async throws -> Data {
        try Self.encoder.encode(try await document(for: user))
    }

    /// The JSON encoding every export uses.
    public static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// The key that identifies each habit in the document: its `sourceID`, or `cadence:<id>`
    /// for a habit made in Cadence; a key already taken gets `-2`, `-3`…
    static func keys(for habits: [Habit]) -> [HabitID: String] {
        var used = Set(habits.compactMap(\.sourceID))
        var keys: [HabitID: String] = [:]
        for habit in habits {
            if let sourceID = habit.sourceID {
                keys[habit.id] = sourceID
                continue
            }
            var key = "cadence:\(habit.id)"
            var number = 2
            while used.contains(key) {
                key = "cadence:\(habit.id)-\(number)"
                number += 1
            }
            used.insert(key)
            keys[habit.id] = key
        }
        return keys
    }
}
