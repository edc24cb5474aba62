import Foundation
import Testing

@testable import CadenceWeb

/// A note's Markdown rendered safely (docs/web.md "Notes"): Markdown becomes its HTML, and no
/// input becomes a tag, an attribute, an event handler or a script address of its own.
@Suite struct NoteMarkdownTests {
    @Test func markdownRendersAsHTML() {
        let html = NoteMarkdown.html("# Trip\n\nPack **boots** and _maps_.\n\n- tent\n- stove\n\n`a < b`\n\n[Map](https://example.org/map?a=1&b=2)")
            .rendered
        #expect(html.contains("<h1>Trip</h1>"))
        #expect(html.contains("<strong>boots</strong>"))
        #expect(html.contains("<em>maps</em>"))
        #expect(html.contains("<li>tent</li>"))
        #expect(html.contains("<code>a &lt; b</code>"), "code shows what was typed: \(html)")
        #expect(html.contains("<a href=\"https://example.org/map?a=1&amp;b=2\">Map</a>"), "\(html)")
    }

    static let hostile: [String] = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "Hello <b onmouseover=alert(1)>there</b>",
        "<div>\n<script>alert(1)</script>\n</div>",
        "[click](javascript:alert(1))",
        "[click](JaVaScRiPt:alert(1))",
        "[click](java\tscript:alert(1))",
        "[click]( javascript:alert(1))",
        "[click](javascript&#58;alert(1))",
        "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "[click](vbscript:msgbox(1))",
        "[x](http://a\"onmouseover=\"alert(1))",
        "[x](http://a'onmouseover='alert(1))",
        "![pic](javascript:alert(1))",
        "![pic\" onerror=\"alert(1)](https://example.org/a.png)",
        "[ref][1]\n\n[1]: javascript:alert(1)",
        "```\n</code></pre><script>alert(1)</script>\n```",
        "`</code><script>alert(1)</script>`",
        "<iframe src=\"https://evil.example\"></iframe>",
        "<svg><script>alert(1)</script></svg>",
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "\u{E000}script>alert(1)\u{E000}/script>",
        "<!-- comment --><style>body{display:none}</style>",
    ]

    /// The tags Ink writes, and the only attributes any tag may carry.
    static let allowedTags: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "em", "a", "ul", "ol", "li", "code", "pre", "blockquote", "hr", "br",
        "table", "thead", "tbody", "tr", "th", "td", "span", "del", "s",
    ]
    static let allowedAttributes: Set<String> = ["href", "class", "rel", "start", "align"]

    @Test(arguments: hostile)
    func hostileInputNeverBecomesMarkup(_ markdown: String) throws {
        let html = NoteMarkdown.html(markdown).rendered
        let tag = try Regex(#"<(/?)([A-Za-z0-9]+)([^>]*)>"#)
        let attribute = try Regex(#"([A-Za-z-]+)="([^"]*)""#)
        for match in html.matches(of: tag) {
            let name = String(match.output[2].substring ?? "").lowercased()
            #expect(Self.allowedTags.contains(name), "tag <\(name)> in \(html)")
            let attributes = String(match.output[3].substring ?? "")
            let named = attributes.matches(of: attribute)
            let rest = named.reduce(attributes) { $0.replacingOccurrences(of: String($1.output[0].substring ?? ""), with: "") }
            #expect(
                rest.trimmingCharacters(in: .whitespaces).isEmpty || rest.trimmingCharacters(in: .whitespaces) == "/",
                "stray attribute text \(rest) in \(html)")
            for pair in named {
                let key = String(pair.output[1].substring ?? "").lowercased()
                #expect(Self.allowedAttributes.contains(key), "attribute \(key) in \(html)")
                if key == "href" {
                    // What the browser reads: the entities decoded once.
                    let value = String(pair.output[2].substring ?? "").replacingOccurrences(of: "&quot;", with: "\"")
                        .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
                        .replacingOccurrences(of: "&amp;", with: "&")
                    #expect(NoteMarkdown.isAllowedAddress(value), "href \(value) in \(html)")
                }
            }
        }
    }

    @Test func imagesBecomeLinksAndRawHTMLShowsAsText() {
        let image = NoteMarkdown.html("![Summit](https://example.org/top.png)").rendered
        #expect(
            image.contains("<a class=\"note-image\" href=\"https://example.org/top.png\" rel=\"noopener noreferrer nofollow\">🖼 Summit</a>"),
            "\(image)")
        let raw = NoteMarkdown.html("Use <br> here & there").rendered
        #expect(raw.contains("Use &lt;br&gt; here &amp; there"), "\(raw)")
    }

    @Test(arguments: [
        ("https://example.org", true), ("http://example.org", true), ("mailto:a@example.org", true), ("/notes/3", true),
        ("#top", true), ("notes/3?x=a:b", true), ("javascript:alert(1)", false), (" JAVASCRIPT:alert(1)", false),
        ("java\nscript:alert(1)", false), ("data:text/html,x", false), ("file:///etc/passwd", false), ("ftp://example.org", false),
    ])
    func onlyWebAndMailAddressesStay(address: String, allowed: Bool) {
        #expect(NoteMarkdown.isAllowedAddress(address) == allowed)
    }
}
