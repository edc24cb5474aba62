import CadenceCore
import Foundation
import GRDB
import Testing

@testable import CadenceImport

/// Uploaded SQLite files are opened guarded (docs/domain-rules.md §7 "Other apps' files"):
/// read-only, `trusted_schema` off, defensive mode, and a time limit on every statement.
@Suite struct UploadedSQLiteGuardTests {
    /// A view of the file that calls a function registered on the connection (GRDB registers
    /// `swiftCapitalizedString` on every connection, without SQLITE_INNOCUOUS).
    static let hostileView = """
        CREATE TABLE t (x TEXT);
        INSERT INTO t VALUES ('a');
        CREATE VIEW shout AS SELECT swiftCapitalizedString(x) AS loud FROM t;
        """

    /// A view that never ends: counting an endless recursive sequence.
    static let endlessView = """
        CREATE VIEW forever AS
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) AS c FROM n;
        """

    @Test func theConnectionIsDefensiveAndDistrustsItsSchema() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("plain.db")
        try RewireImportTests.write("CREATE TABLE t (x);", to: file)
        let guards = try SQLiteBackup.read(file, app: "Test") { db, _ in SQLiteBackup.guards(of: db) }
        #expect(guards.defensive)
        #expect(!guards.trustsSchema)
        let readOnly = try SQLiteBackup.read(file, app: "Test") { db, _ in
            (try? db.execute(sql: "INSERT INTO t VALUES (1)")) == nil
        }
        #expect(readOnly, "the file is opened read-only")
    }

    @Test func aViewCallingAnUntrustedFunctionIsRefused() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("hostile-view.db")
        try RewireImportTests.write(Self.hostileView, to: file)
        // An ordinary connection (trusted schema) runs the view's function.
        let plain = try DatabaseQueue(path: file.path)
        #expect(try plain.read { db in try String.fetchOne(db, sql: "SELECT loud FROM shout") } == "A")
        try plain.close()

        let error = #expect(throws: ImportFailure.self) {
            try SQLiteBackup.read(file, app: "Test") { db, _ in try String.fetchOne(db, sql: "SELECT loud FROM shout") }
        }
        #expect(error?.issues.first?.message.contains("unsafe use of swiftCapitalizedString") == true)
    }

    @Test func aGeneratedColumnCallingAnUntrustedFunctionFailsTheImport() async throws {
        let folder = try TemporaryFolder()
        let file = folder.file("rewire-hostile.db")
        let schema = RewireImportTests.schema.replacingOccurrences(
            of: "name TEXT, description TEXT",
            with: "name TEXT GENERATED ALWAYS AS (swiftCapitalizedString('run')), description TEXT")
        try RewireImportTests.write(
            schema + "INSERT INTO HABITS (_id, description, schedule) VALUES (1, 'x', 0);", to: file)
        let fixture = try await ImportFixture()
        let error = await #expect(throws: ImportFailure.self) { try await fixture.importFile(file, format: .rewire) }
        #expect(error?.issues.contains { $0.message.contains("unsafe use") } == true)
        #expect(try await fixture.habit(named: "Run") == nil, "nothing was imported")
    }

    @Test func anEndlessQueryIsStoppedWithinTheTimeLimit() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("endless.db")
        try RewireImportTests.write(Self.endlessView, to: file)
        let started = ContinuousClock.now
        let error = #expect(throws: ImportFailure.self) {
            try SQLiteBackup.read(file, app: "Test", timeLimit: 0.5) { db, _ in
                try Int.fetchOne(db, sql: "SELECT c FROM forever")
            }
        }
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(5), "stopped near the 0.5 s limit, not left running")
        #expect(error?.issues.first?.message.contains("took longer than 0.5 s") == true)
    }
}
