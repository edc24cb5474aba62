import CadenceCore

/// New habit (docs/web.md, docs/domain-rules.md §2): tabs per preset
/// category, each preset a one-tap card, and the custom form with every field.
struct NewHabitPage {
    let selectedCategory: String
    let form: HabitFormPage
    /// The page's own words and the presets' names in the person's language (docs/domain-rules.md §23).
    var text = WebText()

    var body: HTML {
        let tabs = Category.presetNames.map { name -> HTML in
            let current: HTML = name == selectedCategory ? " aria-current=\"page\"" : ""
            return "<a class=\"category-tab\" href=\"/habits/new?category=\(name)\"\(current)>\(text.presetCategoryName(name))</a>"
        }
        let presets = PresetCatalog.presets(inCategory: selectedCategory).map { preset -> HTML in
            """
            <form class="preset-form" method="post" action="/habits/new/preset">\(form.csrfField)
            <button class="preset-card" name="preset" value="\(preset.id)" style="--habit-color: \(WebFormat.color(preset.color))"><span \
            class="preset-icon" aria-hidden="true">\(HabitIcon.emojiForSymbol[preset.icon] ?? "•")</span><span>\(text.presetName(preset))<small>\
            \(text.goal(preset.goal, kind: preset.kind))</small></span></button>
            </form>
            """
        }
        return """
            <h1>\(text.localized("New habit"))</h1>
            <section class="card">
            <h2>\(text.localized("From a preset"))</h2>
            <nav id="category-tabs" aria-label="\(text.localized("Preset categories"))">\(tabs)</nav>
            <div class="preset-grid">\(presets)</div>
            </section>
            <section class="card">
            <h2>\(text.localized("Your own"))</h2>
            \(form.form)
            </section>
            """
    }
}
