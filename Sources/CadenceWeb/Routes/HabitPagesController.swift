import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The habit pages and the habit menu (docs/web.md): new (presets or
/// custom), detail, edit, archive/unarchive, delete with confirmation, reorder, and the
/// archived list. Each POST is one service call (one transaction) and redirects; a refused
/// form comes back with its message and values (422) and changes nothing.
struct HabitPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("habits/new", use: newHabit)
        routes.post("habits/new", use: createCustom)
        routes.post("habits/new/preset", use: createFromPreset)
        routes.get("habits/archived", use: archived)
        routes.get("habits/{id}", use: detail)
        routes.get("habits/{id}/edit", use: editForm)
        routes.post("habits/{id}/edit", use: update)
        routes.post("habits/{id}/archive", use: archive)
        routes.post("habits/{id}/unarchive", use: unarchive)
        routes.get("habits/{id}/delete", use: confirmDelete)
        routes.post("habits/{id}/delete", use: delete)
        routes.post("habits/{id}/move", use: move)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func newHabit(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        return try await newHabitPage(visit: visit, user: user, draft: HabitDraft(name: ""), error: nil)
    }

    @Sendable func createFromPreset(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        guard let preset = form["preset"] else { throw PageRefusal.badRequest("choose a preset") }
        let text = WebText(try await visit.localizer())
        let habit: Habit
        do {
            // Named in the page's language (docs/domain-rules.md §23 "Built-in names").
            habit = try await service.createHabit(fromPreset: preset, for: user) { draft in
                if let known = PresetCatalog.preset(id: preset) { draft.name = text.presetName(known) }
            }
        } catch let error as CadenceError where error.kind == .validation || error.kind == .conflict {
            return try await newHabitPage(visit: visit, user: user, draft: HabitDraft(name: ""), error: try await visit.sentence(error))
        }
        return visit.redirect(to: "/today", notice: text.localized("Added {name}.", ["name": habit.name]))
    }

    @Sendable func createCustom(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        var draft = HabitDraft(name: form["name"] ?? "")
        do {
            try HabitFormReader.read(form, into: &draft)
            let habit = try await service.createHabit(draft, for: user)
            let text = WebText(try await visit.localizer())
            return visit.redirect(to: "/habits/\(habit.id)", notice: text.localized("Created {name}.", ["name": habit.name]))
        } catch let error as CadenceError where error.kind == .validation || error.kind == .conflict {
            return try await newHabitPage(visit: visit, user: user, draft: draft, error: try await visit.sentence(error))
        }
    }

    @Sendable func detail(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let loaded = try await HabitPageContext(visit, context: context, dependencies: dependencies)
        let (user, habit, settings, calendar, today) = (loaded.user, loaded.habit, loaded.settings, loaded.calendar, loaded.today)
        let id = habit.id
        let choice = try DetailWindow(window: visit.query("window"), from: visit.query("from"), to: visit.query("to"))
        let statistics = try await service.statistics(of: id, for: user, window: try choice.dateWindow(today: today))
        // The past year, from the start when it is later; nothing when it starts after today.
        let yearStart = max(today.adding(days: -364), habit.startDay)
        var year: [HabitDaySummary] = []
        var difficulties = DifficultyHistogram.empty
        var hours = [Int](repeating: 0, count: 24)
        if yearStart <= today {
            year = try await service.dayHistory(of: id, for: user, from: yearStart, through: today)
            difficulties = DifficultyHistogram(records: try await service.dayRecords(of: id, for: user, from: yearStart, through: today))
            let entries = try await service.entries(of: id, for: user, from: yearStart, through: today)
            hours = Analytics.timeOfDayHistogram(of: entries.map(\.at), calendar: calendar)
        }
        let active = try await service.habits(of: user)
        let index = (active.firstIndex { $0.id == id } ?? 0) + 1
        let category = try await service.categories(of: user).first { $0.id == habit.categoryID }
        var page = HabitDetailPage(
            habit: habit, category: category, statistics: statistics, window: choice, year: year,
            difficulties: difficulties, hours: hours, weekStart: settings.weekStart, today: today, position: (index, active.count),
            csrfField: visit.csrfField)
        let localizer = try await visit.localizer()
        page.text = WebText(localizer)
        if dependencies.configuration.partnersEnabled {
            page.sharing = try await HabitSharingCard.load(id, for: user, service: service, csrfField: visit.csrfField, text: page.text).body
        }
        return try await visit.page(habit.name, section: nil, body: page.body, localizer: localizer)
    }

    @Sendable func editForm(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let habit = try await service.habit(id, of: user)
        return try await editPage(visit: visit, user: user, id: id, draft: HabitDraft(habit), error: nil)
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        var draft = HabitDraft(try await service.habit(id, of: user))
        do {
            try HabitFormReader.read(form, into: &draft)
            _ = try await service.updateHabit(id, with: draft, for: user)
            return visit.redirect(to: "/habits/\(id)", notice: WebText(try await visit.localizer()).localized("Saved."))
        } catch let error as CadenceError where error.kind == .validation || error.kind == .conflict {
            return try await editPage(visit: visit, user: user, id: id, draft: draft, error: try await visit.sentence(error))
        }
    }

    @Sendable func archive(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let habit = try await service.archiveHabit(id, for: user)
        let text = WebText(try await visit.localizer())
        return visit.redirect(to: form.returnPath(or: "/habits/\(id)"), notice: text.localized("Archived {name}.", ["name": habit.name]))
    }

    @Sendable func unarchive(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let habit = try await service.unarchiveHabit(id, for: user)
        let text = WebText(try await visit.localizer())
        return visit.redirect(to: form.returnPath(or: "/habits/\(id)"), notice: text.localized("{name} is back on Today.", ["name": habit.name]))
    }

    @Sendable func confirmDelete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let habit = try await service.habit(id, of: user)
        let checkIns = try await service.entries(of: id, for: user).count
        let localizer = try await visit.localizer()
        return try await visit.page(
            localizer.language == .english ? "Delete \(habit.name)" : WebText(localizer).localized("Delete {name}?", ["name": habit.name]),
            section: nil,
            body: HabitListPages.confirmDelete(habit, checkIns: checkIns, csrfField: visit.csrfField, text: WebText(localizer)),
            localizer: localizer)
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let habit = try await service.habit(id, of: user)
        try await service.deleteHabit(id, for: user)
        let text = WebText(try await visit.localizer())
        return visit.redirect(to: "/today", notice: text.localized("Deleted {name}.", ["name": habit.name]))
    }

    /// Moves the habit one place up or down among the active habits (Today's order).
    @Sendable func move(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "habit")
        let active = try await service.habits(of: user)
        guard let index = active.firstIndex(where: { $0.id == id }) else {
            throw CadenceError(.habitArchived, field: "habit", "only active habits have a place in Today's order")
        }
        let step: Int
        switch form["direction"] {
        case "up": step = -1
        case "down": step = 1
        default: throw PageRefusal.badRequest("move a habit 'up' or 'down'")
        }
        let target = index + step
        let text = WebText(try await visit.localizer())
        guard active.indices.contains(target) else {
            let notice = step < 0 ? text.localized("Already first on Today.") : text.localized("Already last on Today.")
            return visit.redirect(to: form.returnPath(or: "/habits/\(id)"), notice: notice)
        }
        _ = try await service.moveHabit(id, toPosition: target + 1, for: user)
        let place = ["position": text.integer(target + 1), "count": text.integer(active.count)]
        let notice =
            step < 0
            ? text.localized("Moved up: {position} of {count} on Today.", place)
            : text.localized("Moved down: {position} of {count} on Today.", place)
        return visit.redirect(to: form.returnPath(or: "/habits/\(id)"), notice: notice)
    }

    @Sendable func archived(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let habits = try await service.habits(of: user, includeArchived: true).filter(\.isArchived)
        let text = WebText(try await visit.localizer())
        return try await visit.page(
            text.localized("Archived habits"), section: nil, body: HabitListPages.archived(habits, csrfField: visit.csrfField, text: text),
            localizer: text.localizer)
    }

    private func newHabitPage(visit: WebVisit, user: UserID, draft: HabitDraft, error: String?) async throws -> Response {
        let categories = try await service.categories(of: user)
        let selected = visit.query("category").flatMap { name in Category.presetNames.first { $0 == name } } ?? Category.presetNames[0]
        let localizer = try await visit.localizer()
        let form = HabitFormPage(
            mode: .create, draft: draft, categories: categories, error: error, csrfField: visit.csrfField, text: WebText(localizer))
        var page = NewHabitPage(selectedCategory: selected, form: form)
        page.text = WebText(localizer)
        return try await visit.page(
            "New habit", section: .newHabit, status: error == nil ? .ok : .unprocessableContent, body: page.body, localizer: localizer)
    }

    private func editPage(visit: WebVisit, user: UserID, id: HabitID, draft: HabitDraft, error: String?) async throws -> Response {
        let categories = try await service.categories(of: user)
        let localizer = try await visit.localizer()
        let text = WebText(localizer)
        let form = HabitFormPage(
            mode: .edit(id), draft: draft, categories: categories, error: error, csrfField: visit.csrfField, text: text)
        let body: HTML = """
            <h1>\(text.localized("Edit {title}", ["title": draft.name]))</h1><section class="card">\(form.form)</section>
            <p><a href="/habits/\(id)">\(text.localized("Back to the habit"))</a></p>
            """
        return try await visit.page(
            text.localized("Edit habit"), section: nil, status: error == nil ? .ok : .unprocessableContent, body: body, localizer: localizer)
    }
}
