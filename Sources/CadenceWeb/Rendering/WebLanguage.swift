import CadenceLocalization
import Hummingbird

/// The language of a web page (docs/domain-rules.md §23 "Where the language comes from"): the
/// account's setting, else the browser's `Accept-Language`, else English.
enum WebLanguage {
    static func choose(setting: String?, acceptLanguage: String?) -> Language {
        LanguageNegotiation.language(setting: setting, acceptLanguage: acceptLanguage)
    }

    /// The browser's `Accept-Language` header, when it sent one.
    static func header(of request: Request) -> String? {
        request.headers[.acceptLanguage]
    }

    /// `lang` and `dir` of the document's `html` element: `lang="ar" dir="rtl"`.
    static func attributes(_ language: Language) -> HTML {
        "lang=\"\(language.tag)\" dir=\"\(language.isRightToLeft ? "rtl" : "ltr")\""
    }
}
