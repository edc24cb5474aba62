/// A string as a JSON string literal, for the tools that write JSON by hand (the benchmark's
/// report, the fuzzer's mutated documents): quotes and backslashes escaped, `\n`, `\r`, `\t` by
/// name, other control characters as `\u00XX`, everything else as is.
public enum JSONStringLiteral {
    /// `text` quoted and escaped.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
