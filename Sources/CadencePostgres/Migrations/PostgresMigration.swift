/// One step of the PostgreSQL schema (docs/schema.md "PostgreSQL"): a version number, a name
/// and literal SQL that never refers to app types, so the step keeps its meaning forever.
struct PostgresMigration: Sendable {
    let version: Int64
    let name: String
    let statements: [String]
}

/// The PostgreSQL schema's migrations, in order (docs/schema.md "PostgreSQL").
enum PostgresSchema {
    static let migrations: [PostgresMigration] = [
        version1, version2, version3, version4, version5, version6, version7, version8, version9,
        version10,  // branch i38-hooks: webhooks
        version11,  // branch i41-l10n: the person's language
        version12,  // branch i39-oidc: OpenID Connect identities
        version13,  // branch i39-partners: partners and habit sharing
        version14,  // branch i39-nudges: partner news and its switches
        version15,  // branch i41-lead: the week start following the language, the clock
    ]
}
