/// The values mutations put where data was: numbers past every integer and floating-point
/// bound, text that is not a number, bad dates, odd and huge strings (issue 11's list).
enum HostileValues {
    /// Number tokens, written as they are (some are not valid JSON: that is the point).
    static let numbers = [
        "1e19", "-1e19", "1e308", "-1e308", "1e309", "1.7976931348623157e308", "4.9e-324", "1e-400",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
        "18446744073709551615", "99999999999999999999", "2147483648", "-2147483649", "4294967296",
        "NaN", "-NaN", "Infinity", "-Infinity", "inf", "-0", "0", "-1", "0.5", "1e5", "-0.0", "1E400", "0x10",
        "00001", "+1",
    ]

    /// Short strings: empty, NUL, bad dates and times, numbers as text, odd Unicode.
    static let strings = [
        "", " ", "\u{0}", "a\u{0}b", "NaN", "1e19", "-1", "9223372036854775807", "true", "null",
        "2026-02-30", "2026-13-01", "0000-01-01", "-001-01-01", "99999-12-31", "2026-03-18T25:61:61Z",
        "1970-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2025-03-01T08:00:00+99:00", "25:00", "7:00 PM PM",
        "\u{202E}evil", String(repeating: "😀", count: 200), "\u{FEFF}", "#GGGGGG", "#", "daily daily",
        "99999999999 times everyday", "1e19 times everyday", "-5 times everyday", "0 times per week",
        "Monday, Monday, Funday", "YES_MANUAL", "UNKNOWN", "\"", "\\", ",", "\n", "\r\n",
    ]

    /// A string of a few megabytes (ASCII or multi-byte, chosen by `random`).
    static func hugeString(_ random: inout FuzzRandom) -> String {
        let megabytes = 1 + random.below(3)
        let unit = random.pick(["A", "é", "😀", "a,b;", "0"])
        return String(repeating: unit, count: megabytes * 1_048_576 / unit.utf8.count)
    }

    /// `[[[…]]]` or `{"a":{"a":…}}` nested `depth` deep, as raw JSON text.
    static func deepNesting(depth: Int, objects: Bool) -> String {
        objects
            ? String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
            : String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }
}
