import Foundation

/// The English texts the sources pass to `localized("…")` and `localized(one: "…", other: "…")`
/// (docs/translating.md "Adding a text"): string literals only, so that the template can be
/// checked against the code.
struct SourceTexts {
    var texts: Set<String> = []
    var plurals: [String: String] = [:]
    var interpolated: [String] = []

    private static let literal = #""((?:[^"\\]|\\.)*)""#
    private static let single = try? NSRegularExpression(pattern: #"\blocalized\(\s*"# + literal)
    private static let plural = try? NSRegularExpression(pattern: #"\blocalized\(\s*one:\s*"# + literal + #"\s*,\s*other:\s*"# + literal)

    static func scan(_ folder: URL) throws -> SourceTexts {
        var result = SourceTexts()
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in single?.matches(in: text, range: range) ?? [] {
                result.add(Self.group(match, 1, in: text))
            }
            for match in plural?.matches(in: text, range: range) ?? [] {
                let one = Self.group(match, 1, in: text)
                let other = Self.group(match, 2, in: text)
                result.add(one)
                result.add(other)
                result.plurals[Self.unescape(one)] = Self.unescape(other)
            }
        }
        return result
    }

    private mutating func add(_ escaped: String) {
        if escaped.contains("\\(") { interpolated.append(escaped) }
        texts.insert(Self.unescape(escaped))
    }

    private static func group(_ match: NSTextCheckingResult, _ index: Int, in text: String) -> String {
        Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
    }

    /// A Swift literal's escapes read: `\"`, `\\`, `\n`, `\t`.
    static func unescape(_ escaped: String) -> String {
        var out = ""
        var escaping = false
        for character in escaped {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
