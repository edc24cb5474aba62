import CadenceCore
import Testing

@testable import CadenceWeb

/// docs/web.md "How it is built": `HTMLWriter` writes bytes, and its text is escaped exactly as
/// `HTMLEscaping` escapes a string — the five special characters anywhere, including a quote
/// followed by a combining mark, beside any script, emoji or escape-looking text.
@Suite struct HTMLWriterTests {
    static let samples = [
        "", "plain", "a & b", "<script>alert('x')</script>", "\"quoted\"", "\"\u{301} combined", "it's",
        "日本語 <b>", "🔥🏃‍♀️ & 💧", "قراءة \"كتاب\"", "&amp; already", "tab\tand\nnewline",
        String(repeating: "<>", count: 500),
    ]

    @Test func textIsEscapedAsHTMLEscapingEscapesIt() {
        for sample in Self.samples {
            var writer = HTMLWriter(capacity: 16)
            writer.text(sample)
            #expect(writer.html.rendered == HTMLEscaping.escape(sample), "\(sample)")
            #expect(writer.byteCount == HTMLEscaping.escape(sample).utf8.count)
        }
    }

    @Test func markupNumbersAndFragmentsAreWrittenInOrder() {
        var writer = HTMLWriter(capacity: 4)
        writer.markup("<li data-id=\"")
        writer.number(Int64(-42))
        writer.markup("\">")
        writer.text("Tea & toast")
        writer.fragment("<b>\("é")</b>")
        writer.number(7)
        writer.markup("</li>")
        #expect(writer.html.rendered == "<li data-id=\"-42\">Tea &amp; toast<b>é</b>7</li>")
    }

    @Test func aBadgeIsTheSameWhenWorkedOutAgain() {
        let habit = Habit(id: 1, name: "Take vitamins", startDay: Day(ordinal: 20_000))
        #expect(HabitIcon.badge(for: habit) == "💊")
        #expect(HabitIcon.badge(for: habit) == "💊")
        var renamed = habit
        renamed.name = "Floss"
        #expect(HabitIcon.badge(for: renamed) == "🦷", "a new name is a new badge")
        renamed.icon = "  figure.walk "
        #expect(HabitIcon.badge(for: renamed) == "🚶", "an icon wins, trimmed")
    }
}
