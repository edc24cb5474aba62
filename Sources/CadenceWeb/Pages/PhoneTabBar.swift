/// The phone's bottom tab bar (docs/web.md "Navigation"): Home, Today, Health, Money and
/// To-dos, and "More" — a `details` menu, so it opens without the script — with the other
/// sections. The stylesheet shows it at 600 px wide and less, where it replaces the top bar's
/// links; wider screens keep the top navigation (`#main-nav`) and never show it.
enum PhoneTabBar {
    /// The sections with a tab of their own; every other one is under More.
    static let tabs: [PageSection] = [.home, .today, .health, .money, .todos]

    static func html(_ chrome: PageChrome) -> HTML {
        let tabs = Self.tabs.map { section in link(section, chrome, prefix: "tab") }
        let others = PageSection.allCases.filter { !Self.tabs.contains($0) }
        let more = others.map { section in link(section, chrome, prefix: "more") }
        let moreCurrent: HTML = chrome.section.map { others.contains($0) } == true ? " data-current=\"true\"" : ""
        return """
            <nav id="tab-bar" aria-label="\(chrome.localizer.localized("Tabs"))">\(tabs)<details id="tab-more"\(moreCurrent)>\
            <summary id="tab-more-button" class="tab"><span class="tab-symbol" aria-hidden="true">⋯</span><span class="tab-label">\
            \(chrome.localizer.localized("More"))</span></summary>\
            <div id="more-menu" class="more-menu">\(more)</div></details></nav>
            """
    }

    private static func link(_ section: PageSection, _ chrome: PageChrome, prefix: String) -> HTML {
        let isCurrent: HTML = section == chrome.section ? " aria-current=\"page\"" : ""
        let symbol: HTML = prefix == "tab" ? "tab-symbol" : "more-symbol"
        let title = section.title(chrome.localizer)
        return """
            <a href="\(section.path)" class="\(prefix == "tab" ? "tab" : "more-link") \(prefix)-\(section.rawValue)"\(isCurrent)>\
            <span class="\(symbol)" aria-hidden="true">\(section.symbol)</span><span class="\(prefix)-label">\(title)</span></a>
            """
    }
}
