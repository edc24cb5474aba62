import Foundation

/// A language Cadence speaks (docs/domain-rules.md §23 "Languages"): its BCP 47 tag, the
/// Foundation locale its numbers, dates and amounts are formatted in, the writing direction and
/// the gettext catalog that holds its words. English is the source language: its words are the
/// keys of every catalog.
public enum Language: String, CaseIterable, Sendable, Hashable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case brazilianPortuguese = "pt-BR"
    case japanese = "ja"
    case arabic = "ar"

    /// The BCP 47 tag (`de`, `pt-BR`): the value of the account's `locale` setting, `lang=""` in
    /// the web app and `--locale` on the command line.
    public var tag: String { rawValue }

    /// The catalog's file name without `.po` (gettext's `pt_BR` spelling for Brazilian Portuguese).
    public var catalogName: String { rawValue.replacingOccurrences(of: "-", with: "_") }

    /// The region-less languages format like their main region (`de` → `de_DE`), so that
    /// currencies and week starts come out as a person there expects.
    public var locale: Locale {
        switch self {
        case .english: Locale(identifier: "en_US")
        case .german: Locale(identifier: "de_DE")
        case .french: Locale(identifier: "fr_FR")
        case .spanish: Locale(identifier: "es_ES")
        case .brazilianPortuguese: Locale(identifier: "pt_BR")
        case .japanese: Locale(identifier: "ja_JP")
        case .arabic: Locale(identifier: "ar")
        }
    }

    /// Arabic is written right to left: the web app sets `dir="rtl"` and mirrors its layout.
    public var isRightToLeft: Bool { self == .arabic }

    /// The language's own name, as a language menu shows it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .french: "Français"
        case .spanish: "Español"
        case .brazilianPortuguese: "Português (Brasil)"
        case .japanese: "日本語"
        case .arabic: "العربية"
        }
    }

    /// The language of a stored or typed tag, matched case-insensitively with `_` read as `-`:
    /// `de`, `DE`, `pt-BR`, `pt_br`. `nil` for any other text: a setting names a language exactly.
    public init?(tag: String) {
        let normalized = tag.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let language = Self.allCases.first(where: { $0.rawValue.lowercased() == normalized }) else { return nil }
        self = language
    }
}
