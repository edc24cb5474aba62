import Foundation

/// Which supported language a person's own signals ask for (docs/domain-rules.md §23 "Where the
/// language comes from"): the browser's `Accept-Language` and the command line's POSIX locale
/// variables. A setting of the account comes first and is read elsewhere; English is the last
/// fallback of every path.
public enum LanguageNegotiation {
    /// The longest `Accept-Language` value read; a longer header is cut there (it costs nothing).
    public static let maximumHeaderLength = 1024
    /// At most this many ranges of one header are considered.
    public static let maximumRanges = 32

    /// The best supported language of an `Accept-Language` header (RFC 9110 §12.5.4): ranges in
    /// order of their quality (`q`, ties in written order); `q=0` excludes; `*` matches nothing in
    /// particular. A range matches a language by its primary subtag (`de-AT` → German), except
    /// that Portuguese is Brazilian for every region (the one Portuguese Cadence has).
    /// `nil` when nothing matches.
    public static func language(acceptLanguage header: String) -> Language? {
        var ranges: [(tag: String, quality: Double, order: Int)] = []
        for (order, part) in header.prefix(maximumHeaderLength).split(separator: ",").prefix(maximumRanges).enumerated() {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty else { continue }
            var quality = 1.0
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if pair.count == 2, pair[0].lowercased() == "q" {
                    guard let value = Double(pair[1]), value >= 0, value <= 1 else {
                        quality = 0
                        break
                    }
                    quality = value
                }
            }
            if quality > 0 { ranges.append((tag, quality, order)) }
        }
        ranges.sort { $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order }
        for range in ranges {
            if let language = language(range: range.tag) { return language }
        }
        return nil
    }

    /// The language of a request to the server, for every page, problem+json and tool text
    /// (docs/domain-rules.md §23 "Where the language comes from"): the account's setting (a tag,
    /// when signed in and set), else the browser's `Accept-Language`, else English.
    public static func language(setting: String?, acceptLanguage: String?) -> Language {
        if let setting, let language = Language(tag: setting) { return language }
        return acceptLanguage.flatMap { language(acceptLanguage: $0) } ?? .english
    }

    /// The language of the POSIX locale variables as the C library reads them for messages:
    /// `LC_ALL`, else `LC_MESSAGES`, else `LANG`, the first that is set and not empty. `C` and
    /// `POSIX` mean English; `de_DE.UTF-8@euro` means German. `nil` when none is set or the one
    /// read names a language Cadence does not speak.
    public static func language(environment: [String: String]) -> Language? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let base = value.split(separator: ".", maxSplits: 1).first.map(String.init) ?? value
            let name = base.split(separator: "@", maxSplits: 1).first.map(String.init) ?? base
            if name == "C" || name == "POSIX" { return .english }
            return language(range: name)
        }
        return nil
    }

    /// One language range or locale name (`de`, `de-AT`, `pt_PT`, `ja-JP`) matched to a language.
    static func language(range: String) -> Language? {
        if let exact = Language(tag: range) { return exact }
        let primary = range.replacingOccurrences(of: "_", with: "-").split(separator: "-").first.map { $0.lowercased() }
        guard let primary, !primary.isEmpty, primary != "*" else { return nil }
        if primary == "pt" { return .brazilianPortuguese }
        return Language.allCases.first { $0.rawValue == primary }
    }
}
