import CadenceImport
import Testing

/// docs/web.md "Decisions": an import refused while reading Cadence's temporary copy names the
/// person's own file, never the copy.
@Suite struct ImportFailureNamingTests {
    @Test func theCopysNameBecomesTheUsersFileName() {
        let copy = "cadence-import-5F1C2A.db"
        let failure = ImportFailure(
            fileName: copy, [ImportIssue(copy, "\(copy) is not a database"), ImportIssue("habits table", "missing in \(copy)")])
        let named = failure.naming(copy, as: "My Loop backup.db")
        #expect(named.fileName == "My Loop backup.db")
        #expect(named.issues.map(\.location) == ["My Loop backup.db", "habits table"])
        #expect(named.issues.map(\.message) == ["My Loop backup.db is not a database", "missing in My Loop backup.db"])
        #expect(!named.description.contains("cadence-import-"))
    }
}
