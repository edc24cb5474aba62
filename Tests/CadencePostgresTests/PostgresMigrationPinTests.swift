import Crypto
import Foundation
import Testing

@testable import CadencePostgres

/// docs/schema.md "Migrations": a released migration never changes. A database already at a
/// version never runs that version again, so an edit in place (as migration 1 once was, in
/// a712c78) reaches new databases only and the two kinds silently differ. Each released
/// migration's SQL — its statements joined with "\n" — is pinned here by SHA-256; no database
/// is needed.
@Suite struct PostgresMigrationPinTests {
    /// Version → (name, SHA-256 of the statements joined with "\n"), for every released migration.
    static let released: [Int64: (name: String, sha256: String)] = [
        1: ("multi-user-schema", "be27354f9a38b5bd466fc310e50806b1486c0f7a0ee7d3fc87a2eac204123e17"),
        2: ("sign-in-attempts", "5eee8abae64cd5c1920ee4f5e3062f14ce3942900e672807a4e007470ea59a7a"),
        3: ("derived-state", "cdf3bbf641e6f1f4ffb5258c3d282194a5c2ad6089d64b10760c6670fc4a02c8"),
        4: ("sync", "7bba2fdf40c9b9b322cbcb040621724959a68b79ad9aee472c37a12e8ba259ca"),
        5: ("trash", "02ffbdfc9226876b7173324497fa16a04ecbda71d17df4809739699829257676"),
        6: ("push", "f0c3566f542b57d9b631c562085d13b8359b80bc399142b0f4ae1903744aa1e8"),
        7: ("health-client-id", "696c28a1e3e517c1f5955b14821bc410b8419259c8327305a6f0028b5c5911cd"),
        // Branch i37-linked: a habit fed by health data.
        8: ("linked-health", "914cfbc01efd4cb1f29b0b0eda44f445b0bfd5445bd44caf502727ba3d2ec7d6"),
        9: ("routines", "1a61eab72278e65bb4d61b6c4503018980cca4753cb009fd843d7f8d6d6d4a63"),
        // Branch i38-hooks: webhook endpoints and their queue.
        10: ("webhooks", "fdc6d470bc3846e3344aae6d1257a9d71bec65d807c523a83841bc97b098cec2"),
        // Branch i41-l10n: the person's language.
        11: ("user-locale", "728a28b5b60542146e7304d8afe88569494dbdc500aa45d77a00f02916b85d30"),
        // Branch i39-oidc: OpenID Connect identities and pending sign-ins.
        12: ("oidc-identities", "c3276586ecaa5beb25982b2ad2ad422e103764842dd9b1796f4db834729acfe0"),
        // Branch i39-partners: partner invites, partnerships, habit sharing and challenges.
        13: ("partners", "d10a329bb5496e24b4b4aee4e9cddb2c3ba206f2547e35b73f99cdbfbcfae0fa"),
        // Branch i39-nudges: the partner news queue and its switches.
        14: ("partner-news", "56416032f4338ea5d300c8a818344e2be50cb1853f3bf772abdfaf9d37e216e9"),
        // Branch i41-lead: the week start following the language, and the clock.
        15: ("user-week-start-clock", "660d52b3957e1769e4ad1e526a9029c9b3b72a66a4d073068eceb3fd6b5ba8b9"),
    ]

    static func digest(_ migration: PostgresMigration) -> String {
        SHA256.hash(data: Data(migration.statements.joined(separator: "\n").utf8))
            .map { String(format: "%02x", $0) }.joined()
    }

    @Test func releasedMigrationsAreUnchanged() throws {
        for (version, pin) in Self.released.sorted(by: { $0.key < $1.key }) {
            let migration = try #require(
                PostgresSchema.migrations.first { $0.version == version },
                "migration \(version) was released and is missing: a released migration never changes: add a new one")
            #expect(migration.name == pin.name, "migration \(version) was renamed: a released migration never changes: add a new one")
            #expect(
                Self.digest(migration) == pin.sha256,
                "migration \(version)'s SQL changed: a released migration never changes: add a new one")
        }
    }

    @Test func migrationsAreNumberedOneByOneAndAllPinned() {
        #expect(PostgresSchema.migrations.map(\.version) == Array(1...Int64(PostgresSchema.migrations.count)))
        for migration in PostgresSchema.migrations {
            #expect(
                Self.released[migration.version] != nil,
                "migration \(migration.version) is not pinned: add its digest \(Self.digest(migration)) here; from then on it never changes")
        }
    }
}
