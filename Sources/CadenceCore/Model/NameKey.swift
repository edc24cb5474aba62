import Foundation

/// docs/domain-rules.md §7 "Name folding": the key two names are compared by, wherever
/// uniqueness or a lookup by name is decided (habit and category names, `cadence done read`).
///
/// One rule for every script: Unicode canonical composition (a decomposed `A` + `¨` is `Ä`),
/// then full case folding through the upper case (`ß`, `SS` and `ss` are one name; so are
/// `Ä` and `ä`, and `ﬁ` and `fi`). The database's unique indexes store this key, so the
/// service's check and the store's guarantee always agree.
public enum NameKey {
    public static func of(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping.uppercased().lowercased()
    }
}
