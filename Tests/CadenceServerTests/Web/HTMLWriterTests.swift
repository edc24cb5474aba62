import CadenceCore
import Testing

@testable import CadenceWeb

/// docs/web.md "How it is built": `HTMLWriter` writes bytes, escaping text as `HTMLEscaping`
/// does — the five special characters anywhere, a quote followed by a combining mark included,
/// beside any script, emoji or escape-looking text; everything else byte for byte.
@Suite struct HTMLWriterTests {
    /// Each text with what it must become, written out by hand.
    static let samples: [(text: String, escaped: String)] = [
        ("", ""), ("plain", "plain"), ("a & b", "a &amp; b"),
        ("<script>alert('x')</script>", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"),
        ("\"quoted\"", "&quot;quoted&quot;"), ("\"\u{301} combined", "&quot;\u{301} combined"), ("it's", "it&#39;s"),
        ("日本語 <b>", "日本語 &lt;b&gt;"), ("🔥🏃‍♀️ & 💧", "🔥🏃‍♀️ &amp; 💧"),
        ("قراءة \"كتاب\"", "قراءة &quot;كتاب&quot;"),
        ("&amp; already", "&amp;amp; already"), ("tab\tand\nnewline", "tab\tand\nnewline"),
        (String(repeating: "<>", count: 500), String(repeating: "&lt;&gt;", count: 500)),
    ]

    @Test func textIsEscapedCharacterReferenceByReference() {
        for sample in Self.samples {
            var writer = HTMLWriter(capacity: 16)
            writer.text(sample.text)
            #expect(writer.html.rendered == sample.escaped, "\(sample.text)")
            #expect(writer.byteCount == sample.escaped.utf8.count)
            #expect(HTMLEscaping.escape(sample.text) == sample.escaped)
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
