import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The health page (docs/web.md "Health"; docs/domain-rules.md §12 "Health"): `GET /health`,
/// quick entries posted to `/health/entries` (sleep, mood, water, steps, weight), and an
/// entry's edit and delete. Each POST is one service call (one transaction) and redirects back;
/// a refused form comes back with its message and values (422) and changes nothing.
struct HealthPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("health", use: show)
        routes.post("health/entries", use: add)
        routes.get("health/entries/{id}/edit", use: editForm)
        routes.post("health/entries/{id}/edit", use: update)
        routes.post("health/entries/{id}/delete", use: delete)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        return try await page(
            visit, user: try visit.user(), echo: nil, saved: visit.query("saved"), replaced: visit.query("replaced").flatMap { Int64($0) })
    }

    /// Records one entry. The water buttons send `value` in mL; the form's `type` names the kind.
    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let formID = "\(form["type"] ?? "health")-form"
        do {
            guard let typeName = form["type"], let type = HealthType(rawValue: typeName) else {
                throw CadenceError(.unitIncompatible, field: "type", "choose sleep, steps, mood, water or weight")
            }
            guard let value = try form.number("value") else {
                throw CadenceError(.amountInvalid, field: "value", "type a \(type.rawValue) value")
            }
            let saved = try await service.saveHealthEntry(
                type: type, value: value, unit: form["unit"], on: try form.day("day"), note: form["note"], for: user)
            // docs/web.md "Entries on Today and Health": a replaced day value says so (`#health-saved`, "Replaced …").
            let replaced = saved.replaced ? "&replaced=\(saved.entry.id)" : ""
            return visit.redirect(to: "/health?saved=\(type.rawValue)\(replaced)")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await page(
                visit, user: user, echo: FormEcho(form: formID, error: error, values: form, localizer: try await visit.localizer()), saved: nil,
                replaced: nil)
        }
    }

    @Sendable func editForm(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let entry = try await entry(context: context, user: user)
        let localizer = try await visit.localizer()
        let page = HealthEntryEditPage(entry: entry, echo: nil, csrfField: visit.csrfField, text: WebText(localizer))
        return try await visit.page(page.title, section: .health, body: page.body, localizer: localizer)
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let entry = try await entry(context: context, user: user)
        do {
            guard let value = try form.number("value") else {
                throw CadenceError(.amountInvalid, field: "value", "type a \(entry.type.rawValue) value")
            }
            try await service.updateHealthEntry(
                entry.id, value: value, unit: form["unit"], on: try form.day("day"), note: form["note"], for: user)
            return visit.redirect(to: "/health?saved=\(entry.type.rawValue)")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            let localizer = try await visit.localizer()
            let echo = FormEcho(form: "health-entry-form", error: error, values: form, localizer: localizer)
            let page = HealthEntryEditPage(entry: entry, echo: echo, csrfField: visit.csrfField, text: WebText(localizer))
            return try await visit.page(page.title, section: .health, status: .unprocessableContent, body: page.body, localizer: localizer)
        }
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "health entry")
        try await service.deleteHealthEntry(id, for: user)
        // docs/web.md "Undo a delete": the page shows the undo toast.
        return visit.redirect(to: UndoToast.redirectPath("/health", undoing: .init(kind: .healthEntry, id: id)))
    }

    private func entry(context: Context, user: UserID) async throws -> HealthEntry {
        let id = try PathParameters(context: context).id("id", of: "health entry")
        guard let entry = try await service.healthEntries(of: user).first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "id", "no health entry with id \(id)")
        }
        return entry
    }

    private func page(_ visit: WebVisit, user: UserID, echo: FormEcho?, saved: String?, replaced: Int64?) async throws -> Response {
        let today = try await service.today(for: user)
        let window = DateWindow.last(HealthPage.chartDays, endingOn: today)
        let entries = try await service.healthEntries(of: user, from: window.from, through: window.to)
        let localizer = try await visit.localizer()
        let page = HealthPage(
            entries: entries, window: window, today: today, echo: echo, saved: saved,
            replaced: replaced.flatMap { id in entries.first { $0.id == id } }, showAll: visit.query("entries") == "all",
            csrfField: visit.csrfField, text: WebText(localizer))
        return try await visit.page(
            "Health", section: .health, status: echo == nil ? .ok : .unprocessableContent, body: page.body, localizer: localizer)
    }
}
