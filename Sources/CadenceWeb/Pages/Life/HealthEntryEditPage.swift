import CadenceCore

/// One health entry's edit form (docs/web.md "Health"): its value in the type's stored unit,
/// its day and note; the type stays. A refused change comes back with what was typed.
struct HealthEntryEditPage {
    let entry: HealthEntry
    let echo: FormEcho?
    let csrfField: HTML

    var body: HTML {
        let form = "health-entry-form"
        let value = FormEcho.value(echo, form: form, "value", or: QuantityText.format(entry.value))
        let day = FormEcho.value(echo, form: form, "day", or: entry.day.description)
        let note = FormEcho.value(echo, form: form, "note", or: entry.note ?? "")
        // A mood's scale, never "score" (issue #34).
        let unit = entry.type == .mood ? "1 to 5" : entry.type.storedUnit
        return """
            <section class="card narrow">
            <h1>Edit \(entry.type.rawValue)</h1>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/health/entries/\(entry.id)/edit">\(csrfField)
            <input type="hidden" name="unit" value="\(entry.type.storedUnit)">
            <label>Value (\(unit))<input name="value" type="number" inputmode="decimal" min="0" step="any" value="\(value)" \
            required></label>
            <label>Day<input name="day" type="date" value="\(day)" required></label>
            <label>Note <span class="muted">(optional)</span><input name="note" type="text" maxlength="500" value="\(note)"></label>
            <div class="actions"><button class="primary" id="save-health-entry">Save</button><a class="button" href="/health">Cancel</a></div>
            </form>
            </section>
            """
    }
}
