import GRDB

extension SchemaMigrator {
    /// Version 18 (branch i41-l10n): the language a person chose (docs/schema.md
    /// "v18-i41-user-locale", docs/domain-rules.md §23): a BCP 47 tag of a language Cadence speaks,
    /// or NULL to follow the browser. No trigger: the language changes no derived answer's facts.
    static func createSchemaVersion18Locale(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE "user" ADD COLUMN locale TEXT
                    CONSTRAINT user_locale_known CHECK (locale IS NULL OR locale IN ('en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'))
                """)
    }
}
