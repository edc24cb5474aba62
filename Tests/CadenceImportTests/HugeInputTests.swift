import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §7 ("messages quote excerpts"): a huge name or field in any format is
/// refused with a message that quotes an excerpt, and the import log keeps a small entry — never
/// the input.
@Suite struct HugeInputTests {
    /// 2 MiB: beyond `InputExcerpt`'s character-count limit, so the length is given in bytes.
    static let hugeLength = 2 << 20
    static let huge = String(repeating: "n", count: hugeLength)
    /// What any message about the huge value may hold at most.
    static let messageBound = 2_000

    /// Imports `url`, expects a refusal, and checks that every issue, the failure's text and
    /// the logged entry are small and quote an excerpt of the value.
    private func expectBoundedRefusal(
        _ url: URL, format: ImportFormat? = nil, fixture: ImportFixture, field: String? = nil,
        length: String = "2,097,152 bytes", sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let failure = await #expect(throws: ImportFailure.self, sourceLocation: sourceLocation) {
            try await fixture.importFile(url, format: format)
        }
        let refusal = try #require(failure, sourceLocation: sourceLocation)
        #expect(refusal.description.count < Self.messageBound, sourceLocation: sourceLocation)
        for issue in refusal.issues {
            #expect(issue.description.count < Self.messageBound, sourceLocation: sourceLocation)
        }
        #expect(refusal.description.contains("nnnn…"), "quotes an excerpt: \(refusal.description)", sourceLocation: sourceLocation)
        #expect(refusal.description.contains(length), "gives the length: \(refusal.description)", sourceLocation: sourceLocation)
        if let field {
            #expect(refusal.issues.first?.field == field, sourceLocation: sourceLocation)
        }
        let log = try #require(try await fixture.importer.history(for: fixture.user).first, sourceLocation: sourceLocation)
        #expect(!log.succeeded, sourceLocation: sourceLocation)
        #expect((log.errorMessage ?? "").count <= ImportService.maximumLoggedMessageLength + 40, sourceLocation: sourceLocation)
        #expect(log.errorMessage?.contains("nnnn…") == true, sourceLocation: sourceLocation)
    }

    private static let loopHeader =
        "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"

    @Test func aHugeLoopCSVNameIsRefusedEarlyWithAnExcerpt() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.loopHeader + "001,\(Self.huge),YES_NO,,,1,1,#D32F2F,,,,false\n", to: "loop/Habits.csv")
        try await expectBoundedRefusal(
            folder.file("loop"), fixture: try await ImportFixture(), field: "Name", length: "past 65,536 characters")
    }

    @Test func aLoopCSVNameJustOverTheLimitIsRefusedByTheNameRule() async throws {
        let folder = try TemporaryFolder()
        let name = String(repeating: "n", count: 5_000)
        try folder.write(Self.loopHeader + "001,  \(name)  ,YES_NO,,,1,1,#D32F2F,,,,false\n", to: "loop/Habits.csv")
        try await expectBoundedRefusal(
            folder.file("loop"), fixture: try await ImportFixture(), field: "Name", length: "5,004 characters")
        try folder.write(
            Self.loopHeader + "001,  \(String(repeating: "n", count: 100))  ,YES_NO,,,1,1,#D32F2F,,,,false\n",
            to: "ok/Habits.csv")
        #expect(try await ImportFixture().importFile(folder.file("ok")).summary.habitsCreated == 1)
    }

    @Test func aHugeLoopCSVFieldIsQuotedAsAnExcerpt() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.loopHeader + "001,Run,YES_NO,,,1,1,#\(Self.huge),,,,false\n", to: "loop/Habits.csv")
        try await expectBoundedRefusal(
            folder.file("loop"), fixture: try await ImportFixture(), field: "Color", length: "past 65,536 characters")
    }

    @Test func aHugeLoopDatabaseNameIsRefusedWithAnExcerpt() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("huge.db")
        try LoopBackupWriter.write(
            to: file, version: 22, habits: [.init(id: 1, name: Self.huge, uuid: "u1")], entries: [])
        try await expectBoundedRefusal(file, fixture: try await ImportFixture(), field: "name")
    }

    @Test func aHugeLucidPalNameAndFieldAreRefusedWithExcerpts() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"[{"id": "h1", "name": "\#(Self.huge)", "frequency": "daily", "unit": "boolean", "targetValue": 1, "isArchived": false}]"#,
            to: "lp/lucidpal_habits.json")
        try await expectBoundedRefusal(folder.file("lp"), fixture: try await ImportFixture(), field: "name")
        try folder.write(
            #"[{"id": "h1", "name": "Run", "frequency": "\#(Self.huge)", "unit": "boolean", "targetValue": 1, "isArchived": false}]"#,
            to: "lp2/lucidpal_habits.json")
        try await expectBoundedRefusal(folder.file("lp2"), fixture: try await ImportFixture(), field: "frequency")
    }

    @Test func aHugeHabittoNameAndGoalAreRefusedWithExcerpts() async throws {
        let folder = try TemporaryFolder()
        let name = try folder.write(
            #"[{"id": "1", "name": "\#(Self.huge)", "goal": "1 time everyday", "schedule": "Everyday"}]"#,
            to: "name.json")
        try await expectBoundedRefusal(name, format: .habittoLegacy, fixture: try await ImportFixture(), field: "name")
        let goal = try folder.write(
            #"[{"id": "1", "name": "Run", "goal": "\#(Self.huge)", "schedule": "Everyday"}]"#, to: "goal.json")
        try await expectBoundedRefusal(goal, format: .habittoLegacy, fixture: try await ImportFixture(), field: "goal")
    }

    @Test func aHugeCadenceExportNameAndColorAreRefusedWithExcerpts() async throws {
        let source = try await ImportFixture()
        _ = try await source.service.createHabit(HabitDraft(name: "Placeholder"), for: source.user)
        let exported = String(decoding: try await source.exporter.exportJSON(for: source.user), as: UTF8.self)
        #expect(exported.contains("\"Placeholder\""))
        let folder = try TemporaryFolder()
        let name = try folder.write(exported.replacingOccurrences(of: "\"Placeholder\"", with: "\"\(Self.huge)\""), to: "name.json")
        try await expectBoundedRefusal(name, fixture: try await ImportFixture(), field: "name")
        let colored = exported.replacingOccurrences(
            of: #""color" : "[^"]*""#, with: "\"color\" : \"\(Self.huge)\"", options: .regularExpression)
        #expect(colored != exported)
        let color = try folder.write(colored, to: "color.json")
        try await expectBoundedRefusal(color, fixture: try await ImportFixture(), field: "color")
    }

    @Test func aRefusedHugeImportLeavesTheStoreFileSmall() async throws {
        let folder = try TemporaryFolder()
        let database = folder.file("store.sqlite")
        let store = try SQLiteStore(path: database.path)
        let service = CadenceService(store: store, environment: .fixed(ImportFixture.defaultNow))
        let user = try await service.createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "UTC"))
        try folder.write(Self.loopHeader + "001,\(Self.huge),YES_NO,,,1,1,#D32F2F,,,,false\n", to: "loop/Habits.csv")
        let before = try Self.storeSize(database)
        for _ in 1...3 {
            await #expect(throws: ImportFailure.self) {
                try await ImportService(service: service).importFile(folder.file("loop"), for: user)
            }
        }
        #expect(try await ImportService(service: service).history(for: user).count == 3)
        let growth = try Self.storeSize(database) - before
        #expect(growth < 64 * 1024, "three refused imports of a 2 MiB name grew the store by \(growth) bytes")
    }

    @Test func aFolderFormatForcedOnAnotherFileNamesThatFile() async throws {
        let folder = try TemporaryFolder()
        let notes = try folder.write(#"[{"a": 1}]"#, to: "Downloads/notes.json")
        let fixture = try await ImportFixture()
        for format in [ImportFormat.lucidPal, .loopCSV] {
            let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(notes, format: format) }
            #expect(failure?.fileName == "notes.json")
            #expect(failure?.description.contains("'notes.json' is not") == true, "\(failure?.description ?? "")")
            #expect(failure?.description.contains("Downloads") == false)
        }
    }

    @Test func deepValidJSONForcedAsHabittoSaysItIsTooDeepNotInvalid() async throws {
        let folder = try TemporaryFolder()
        let deep = try folder.write(String(repeating: "[", count: 600) + String(repeating: "]", count: 600), to: "deep.json")
        let fixture = try await ImportFixture()
        let failure = await #expect(throws: ImportFailure.self) { try await fixture.importFile(deep, format: .habittoLegacy) }
        #expect(failure?.description.contains("not valid JSON") == false, "\(failure?.description ?? "")")
        #expect(failure?.description.contains("nested more than 512 levels") == true, "\(failure?.description ?? "")")
        let shallow = try folder.write(String(repeating: "[", count: 40) + String(repeating: "]", count: 40), to: "shallow.json")
        let shape = await #expect(throws: ImportFailure.self) { try await fixture.importFile(shallow, format: .habittoLegacy) }
        #expect(shape?.description.contains("not valid JSON") == false, "\(shape?.description ?? "")")
        #expect(shape?.description.contains("not the expected shape") == true, "\(shape?.description ?? "")")
    }

    /// The database file and its WAL, in bytes.
    private static func storeSize(_ database: URL) throws -> Int {
        var total = 0
        for suffix in ["", "-wal"] {
            let path = database.path + suffix
            guard FileManager.default.fileExists(atPath: path) else { continue }
            total += (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        }
        return total
    }
}
