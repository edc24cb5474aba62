/// Migration 11 of the PostgreSQL schema (branch i41-l10n; docs/schema.md "v18-i41-user-locale"):
/// the language a person chose, as SQLite's `v18-i41-user-locale` (docs/domain-rules.md §23).
extension PostgresSchema {
    static let version11 = PostgresMigration(
        version: 11, name: "user-locale",
        statements: [
            """
            ALTER TABLE "user" ADD COLUMN locale TEXT
                CONSTRAINT user_locale_known CHECK (locale IS NULL OR locale IN ('en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'ar'))
            """
        ])
}
