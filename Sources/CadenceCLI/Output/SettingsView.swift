import CadenceCore

/// The settings as labelled lines.
enum SettingsView {
    static func render(_ settings: UserSettings, style: TerminalStyle) -> String {
        let rows = [
            ("Time zone", settings.timeZoneIdentifier),
            ("Day starts", Formatting.clock(minutes: settings.dayStartHour * 60)),
            ("Week starts", Wording.weekdayName(settings.weekStart) + (settings.weekStartChosen ? "" : " (as the language)")),
            ("Clock", settings.clock?.rawValue ?? "as the language"),
        ]
        return rows.map { "  " + style.dim(TextWidth.padRight($0.0, to: 11)) + "  " + $0.1 }.joined(separator: "\n")
    }
}
