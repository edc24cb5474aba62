import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation

/// Feeds one byte buffer to the import detector, parsers and planner (docs/robustness.md): the
/// first byte picks how the rest is read — detected, forced to one file format, or as one file of
/// a Loop CSV export or LucidPal folder beside fixed valid companions — and the document read is
/// planned against an in-memory store. Nothing is written: the mutation fuzzer `cadence-fuzz`
/// covers writing.
final class ParserHarness: Sendable {
    let service: CadenceService
    let user: UserID

    /// The ways the rest of the input is read, chosen by its first byte modulo their count.
    enum Mode: Int, CaseIterable {
        case detected, cadenceJSON, habitto, loopDatabase, loopHabits, loopCheckmarks, lucidPalHabits, lucidPalEntries
    }

    /// A valid `Habits.csv` for the modes that fuzz a per-habit file.
    static let loopHabits = """
        Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
        001,Meditate,YES_NO,Did you meditate?,,1,1,#FF8F00,,,,false
        002,Run,NUMERICAL,How far?,,1,1,#00897B,km,AT_LEAST,5.0,false

        """

    /// A valid `lucidpal_habits.json` for the mode that fuzzes an entries file.
    static let lucidPalHabits = """
        [{"id": "H-1", "name": "Water", "emoji": "💧", "unit": "count", "targetValue": 8, "frequency": "daily",
          "colorHex": "#2196F3", "createdAt": "2025-03-01T08:00:00Z", "isArchived": false}]
        """

    private init(service: CadenceService, user: UserID) {
        self.service = service
        self.user = user
    }

    /// A harness on a new in-memory store with one user in Europe/Paris at a fixed now.
    static func make() async throws -> ParserHarness {
        let store = try SQLiteStore.inMemory()
        let service = CadenceService(store: store, environment: .fixed(Date(timeIntervalSince1970: 1_773_831_600)))
        let user = try await service.createUser(name: "fuzz", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        return ParserHarness(service: service, user: user)
    }

    /// Reads and plans `input`; every error is an expected refusal, only a crash is a finding.
    func run(_ input: [UInt8]) async {
        guard let first = input.first else { return }
        let mode = Mode.allCases[Int(first) % Mode.allCases.count]
        let data = Data(input.dropFirst())
        let importer = ImportService(service: service)
        do {
            let document: ImportDocument
            switch mode {
            case .detected: document = try await importer.read(data: data, fileName: "input", for: user)
            case .cadenceJSON: document = try await importer.read(data: data, fileName: "in.json", format: .cadenceJSON, for: user)
            case .habitto: document = try await importer.read(data: data, fileName: "in.json", format: .habittoLegacy, for: user)
            case .loopDatabase: document = try await importer.read(data: data, fileName: "in.db", format: .loopDatabase, for: user)
            case .loopHabits:
                document = try await importer.read(files: ["Habits.csv": data], folderName: "loop", format: .loopCSV, for: user)
            case .loopCheckmarks:
                document = try await importer.read(
                    files: ["Habits.csv": Data(Self.loopHabits.utf8), "001 Meditate/Checkmarks.csv": data],
                    folderName: "loop", format: .loopCSV, for: user)
            case .lucidPalHabits:
                document = try await importer.read(
                    files: ["lucidpal_habits.json": data], folderName: "lucidpal", format: .lucidPal, for: user)
            case .lucidPalEntries:
                document = try await importer.read(
                    files: ["lucidpal_habits.json": Data(Self.lucidPalHabits.utf8), "lucidpal_entries_2025-03.json": data],
                    folderName: "lucidpal", format: .lucidPal, for: user)
            }
            _ = try await importer.plan(document, for: user)
        } catch {
            return
        }
    }

    /// Runs `run` to completion from synchronous code (libFuzzer's callback, the replay driver).
    func runBlocking(_ input: [UInt8]) {
        let done = DispatchSemaphore(value: 0)
        Task {
            await self.run(input)
            done.signal()
        }
        done.wait()
    }

    /// `make()` from synchronous code.
    static func makeBlocking() -> ParserHarness? {
        let result = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            result.set(try? await make())
            done.signal()
        }
        done.wait()
        return result.value
    }
}
