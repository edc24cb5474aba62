import CadenceCore

/// One health entry's edit form (docs/web.md "Health"): its value in the type's stored unit,
/// its day and note; the type stays. A refused change comes back with what was typed.
struct HealthEntryEditPage {
    let entry: HealthEntry
    let echo: FormEcho?
    let csrfField: HTML
    /// The page's words (docs/domain-rules.md §23); the note stays as written.
    var text = WebText()

    /// The page's title: "Edit sleep", "Schlaf bearbeiten".
    var title: String {
        text.isEnglish ? "Edit \(entry.type.rawValue)" : text.localized("Edit {title}", ["title": text.metric(entry.type)])
    }

    var body: HTML {
        let form = "health-entry-form"
        let value = FormEcho.value(echo, form: form, "value", or: QuantityText.format(entry.value))
        let day = FormEcho.value(echo, form: form, "day", or: entry.day.description)
        let note = FormEcho.value(echo, form: form, "note", or: entry.note ?? "")
        // A mood's scale, never "score" (issue #34).
        let unit = entry.type == .mood ? text.localized("1 to 5") : text.isEnglish ? entry.type.storedUnit : unitName
        return """
            <section class="card narrow">
            <h1>\(title)</h1>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/health/entries/\(entry.id)/edit">\(csrfField)
            <input type="hidden" name="unit" value="\(entry.type.storedUnit)">
            <label>\(text.localized("Value ({unit})", ["unit": unit]))<input name="value" type="number" inputmode="decimal" min="0" step="any" \
            value="\(value)" \
            required></label>
            <label>\(text.localized("Day"))<input name="day" type="date" value="\(day)" required></label>
            <label>\(text.localized("Note")) <span class="muted">(\(text.localized("optional")))</span>\
            <input name="note" type="text" maxlength="500" value="\(note)"></label>
            <div class="actions"><button class="primary" id="save-health-entry">\(text.localized("Save"))</button>\
            <a class="button" href="/health">\(text.localized("Cancel"))</a></div>
            </form>
            </section>
            """
    }

    /// The stored unit as the language writes it: `h`, `Std.`; `Schritte`; `mL`, `kg`.
    private var unitName: String {
        switch entry.type {
        case .sleep: text.hourSymbol
        case .steps: text.metricInSentence(.steps)
        case .water: text.localized("mL")
        case .weight: text.localized("kg")
        case .mood: text.localized("1 to 5")
        }
    }
}
