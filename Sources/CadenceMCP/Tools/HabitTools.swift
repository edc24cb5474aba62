import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// The tools that read and shape the habit list (docs/domain-rules.md §2, §11): `list_habits`,
/// `create_habit`, `edit_habit`, `archive_habit`, `list_presets`. Nothing here deletes a habit.
enum HabitTools {
    static var all: [CadenceTool] { [listHabits, createHabit, editHabit, archiveHabit, listPresets] }

    static let listHabits = CadenceTool(
        "list_habits", title: "List habits",
        description: "The person's habits in their order, with goals, schedules and reminders.",
        parameters: [ToolParameter("archived", .boolean, "Include archived habits.")],
        effect: .reads
    ) { arguments, context in
        let habits = try await context.service.habits(of: context.user, includeArchived: arguments.flag("archived"))
        let categories = try await context.service.categories(of: context.user)
        let names = habits.prefix(20).map(\.name).joined(separator: ", ")
        let listed = names + (habits.count > 20 ? ", …" : "")
        let words = context.words.localizer
        let text =
            habits.isEmpty
            ? words.localized("No habits yet.")
            : context.words.isEnglish
                ? "\(ToolText.count(habits.count, "habit")): \(listed)."
                : words.localized(one: "{count} habit: {names}.", other: "{count} habits: {names}.", count: habits.count, ["names": listed])
        return try ToolOutput(text, list: habits.map { HabitJSON($0, categories: categories) }, key: "habits")
    }

    static let createHabit = CadenceTool(
        "create_habit", title: "Create a habit",
        description: """
            Add a habit (the same options as `cadence habit add`). The goal type follows from the unit: km → \
            distance, min → time, a custom label such as pages → repetitions; no unit → a simple yes/no habit. \
            weekly: 3 means 3 times per week. With preset (see list_presets) the preset's settings are the defaults. \
            Not idempotent: names are unique, so a second call with the same name is refused.
            """,
        parameters: [ToolParameter("name", .text(maxLength: 200, nonEmpty: true), "The habit's name (with preset: defaults to the preset's).")]
            + HabitDefinitionArguments.parameters
            + [ToolParameter("preset", .text(maxLength: 100, nonEmpty: true), "Start from a preset id (see list_presets).")],
        effect: .adds
    ) { arguments, context in
        let name = arguments.text("name")
        let preset = arguments.text("preset")
        if name == nil, preset == nil {
            throw ToolInputError("give the habit a name, or a preset id (see list_presets)")
        }
        let categoryID = try await context.categoryID(arguments.text("category"))
        let patch = try HabitDefinitionArguments.patch(arguments, categoryID: categoryID, today: context.today)
        let habit = try await context.service.createHabit(named: name, preset: preset, patch: patch, for: context.user)
        let categories = try await context.service.categories(of: context.user)
        let text =
            context.words.isEnglish
            ? "Added \(habit.name) (id \(habit.id)): \(habit.goal.sentence(kind: habit.kind))."
            : context.words.localizer.localized("Added {name} (id {id}).", ["name": habit.name, "id": String(habit.id)])
        return try ToolOutput(text, json: HabitJSON(habit, categories: categories))
    }

    static let editHabit = CadenceTool(
        "edit_habit", title: "Edit a habit",
        description: """
            Change a habit's definition (the same options as `cadence habit edit`): only the options given change; \
            the history stays and statistics follow the new definition. Idempotent.
            """,
        parameters: [ToolParameters.habit, ToolParameter("name", .text(maxLength: 200, nonEmpty: true), "A new name.")]
            + HabitDefinitionArguments.parameters
            + [
                ToolParameter("build", .boolean, "Make it a habit to build (reach at least the target)."),
                ToolParameter("noCategory", .boolean, "Remove it from its category."),
                ToolParameter("noEnd", .boolean, "Remove the end date."),
                ToolParameter("noReminders", .boolean, "Remove all reminders (before adding any remind)."),
                ToolParameter("noBaseline", .boolean, "Remove the quit baseline."),
                ToolParameter("noIcon", .boolean, "Remove the icon."),
            ],
        effect: .sets
    ) { arguments, context in
        for (flag, option) in [("build", "quit"), ("noCategory", "category"), ("noEnd", "end"), ("noIcon", "icon"), ("noBaseline", "baseline")]
        where arguments.flag(flag) && (option == "quit" ? arguments.flag(option) : arguments.has(option)) {
            throw ToolInputError("give \(flag) or \(option), not both")
        }
        let current = try await context.habit(arguments.text("habit") ?? "")
        let categoryID = try await context.categoryID(arguments.text("category"))
        var patch = try HabitDefinitionArguments.patch(arguments, categoryID: categoryID, today: context.today)
        if let name = arguments.text("name") { patch.name = name }
        if arguments.flag("build") { patch.kind = .build }
        if arguments.flag("noCategory") { patch.categoryID = .some(nil) }
        if arguments.flag("noEnd") { patch.endDay = .some(nil) }
        if arguments.flag("noReminders"), patch.reminders == nil { patch.reminders = [] }
        if arguments.flag("noBaseline") { patch.baseline = .some(nil) }
        if arguments.flag("noIcon") { patch.icon = .some(nil) }
        var draft = HabitDraft(current)
        patch.apply(to: &draft)
        let updated = try await context.service.updateHabit(current.id, with: draft, for: context.user)
        let categories = try await context.service.categories(of: context.user)
        let text =
            context.words.isEnglish
            ? "Updated \(updated.name): \(updated.goal.sentence(kind: updated.kind))."
            : context.words.localizer.localized("Updated {name}.", ["name": updated.name])
        return try ToolOutput(text, json: HabitJSON(updated, categories: categories))
    }

    static let archiveHabit = CadenceTool(
        "archive_habit", title: "Archive a habit",
        description: """
            Archive a habit: it leaves today's list and statistics, its history is kept, and it can be brought \
            back from the command line or the web app. Habits are never deleted through this server.
            """,
        parameters: [ToolParameters.habit],
        effect: .removes
    ) { arguments, context in
        let habit = try await context.habit(arguments.text("habit") ?? "")
        let archived = try await context.service.archiveHabit(habit.id, for: context.user)
        let categories = try await context.service.categories(of: context.user)
        let text = context.words.localizer.localized("Archived {name}. Its history is kept.", ["name": archived.name])
        return try ToolOutput(text, json: HabitJSON(archived, categories: categories))
    }

    static let listPresets = CadenceTool(
        "list_presets", title: "List presets",
        description: "The ready-made habits create_habit can start from (preset ids), optionally of one category.",
        parameters: [ToolParameter("category", .choice(Category.presetNames), "Only this category's presets.")],
        effect: .reads
    ) { arguments, context in
        let presets = arguments.text("category").map { PresetCatalog.presets(inCategory: $0) } ?? PresetCatalog.all
        let words = context.words.localizer
        let listed = presets.map { "\($0.id) (\(words.presetName(id: $0.id, english: $0.name)))" }.joined(separator: ", ")
        let text =
            context.words.isEnglish
            ? "\(ToolText.count(presets.count, "preset")): " + listed + "."
            : words.localized(
                one: "{count} preset: {names}.", other: "{count} presets: {names}.", count: presets.count, context: "assistant",
                ["names": listed])
        return try ToolOutput(text, list: presets.map(PresetJSON.init), key: "presets")
    }
}
