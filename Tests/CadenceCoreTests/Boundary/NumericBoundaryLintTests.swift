import Foundation
import Testing

/// docs/domain-rules.md §7 "Numbers at the boundary": a conversion of a floating value to an
/// integer that can trap (`Int(x)`, `Int64(x.rounded())`) exists nowhere in `Sources` but in
/// `NumericBoundary.swift`. The check reads every source file and looks at the argument of each
/// `Int(…)`, `Int64(…)`, `UInt8(…)`… call: an argument that rounds, divides, multiplies, names a
/// floating type or a quantity (`amount`, `target`, `rate`, …) is a floating conversion.
/// `Int(exactly:)` never traps and is allowed; a line whose argument is integer arithmetic
/// says so with a trailing `// integer-only`.
@Suite struct NumericBoundaryLintTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    static let conversionPattern = #"\b(U?Int(?:8|16|32|64)?)\("#
    static let floatingHintPattern =
        #"rounded|Double|Float|squareRoot|timeInterval|\d\.\d|\d[eE]\d|[^/]/[^/]|\*|\b(target|amount|"#
        + #"total|value|rate|progress|fraction|position|number|clamped|baseline|score|percent|ratio|seconds|"#
        + #"milliseconds|limit|interval|duration|elapsed)\b|(^|[^.\w])count\b"#

    /// The `file:line: call` of every suspicious conversion in `text`.
    static func findings(in text: String, file: String) -> [String] {
        let conversion = try! Regex(conversionPattern)
        let floatingHint = try! Regex(floatingHintPattern)
        var found: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.contains("// integer-only") else { continue }
            let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            for match in code.matches(of: conversion) {
                var depth = 1
                var end = match.range.upperBound
                while end < code.endIndex, depth > 0 {
                    if code[end] == "(" { depth += 1 } else if code[end] == ")" { depth -= 1 }
                    end = code.index(after: end)
                }
                let argument = code[match.range.upperBound..<end].dropLast()
                if argument.hasPrefix("exactly:") || argument.hasPrefix("ascii:") { continue }
                if argument.contains(floatingHint) { found.append("\(file):\(index + 1): \(code[match.range.lowerBound..<end])") }
            }
        }
        return found
    }

    @Test func noTrappingConversionOutsideTheBoundary() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var findings: [String] = []
        var scanned = 0
        for case let url as URL in files where url.pathExtension == "swift" && url.lastPathComponent != "NumericBoundary.swift" {
            scanned += 1
            findings += Self.findings(in: try String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        }
        #expect(scanned > 100, "the lint must see the package's sources")
        #expect(findings.isEmpty, "convert through NumericBoundary instead:\n\(findings.joined(separator: "\n"))")
    }

    /// The check itself catches the shapes that crashed the server (issue 11).
    @Test(arguments: [
        "let count = Int(amount.rounded(.down))",
        "difficulty = value.map { Int($0 * 1) }",
        "var x = Int64(target)",
        "let p = Int((rate * 100).rounded())",
        "let d = Int(Double(text) ?? 0)",
        "case .week?: return .timesPerWeek(Int(count))",
        "print(\"ran past \\(Int(limit)) s\")",
    ])
    func catchesFloatingConversions(line: String) {
        #expect(Self.findings(in: line, file: "Sample.swift").count == 1)
    }

    @Test(arguments: [
        "guard let n = Int(exactly: value) else { return nil }",
        "let hour = Int(parts[0])",
        "let byte = UInt8(ascii: \"/\")",
        "let m = Int64(a * b)  // integer-only",
        "let n = Int(parts.count)",
    ])
    func allowsSafeConversions(line: String) {
        #expect(Self.findings(in: line, file: "Sample.swift").isEmpty)
    }
}
