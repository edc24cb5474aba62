/// Why a gettext catalog was refused (docs/domain-rules.md §23 "Catalogs"): the line it failed on
/// and a reason a translator can act on.
public enum GettextCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    case syntax(line: Int, reason: String)
    case duplicate(key: String, line: Int)
    case pluralForms(String)
    case tooLarge

    public var description: String {
        switch self {
        case .syntax(let line, let reason): "line \(line): \(reason)"
        case .duplicate(let key, let line): "line \(line): \"\(key)\" is already in the catalog"
        case .pluralForms(let reason): "Plural-Forms: \(reason)"
        case .tooLarge: "the catalog is larger than \(GettextCatalog.maximumBytes) bytes"
        }
    }
}
