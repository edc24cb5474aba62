import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// Managing categories (docs/web.md "categories"): `GET /categories`, add, rename, move up or
/// down and delete, each one service call (one transaction, the same as the API's
/// `/api/v1/categories`); a refused name comes back with what was typed (422).
struct CategoryPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("categories", use: list)
        routes.post("categories", use: add)
        routes.post("categories/{id}/rename", use: rename)
        routes.post("categories/{id}/move", use: move)
        routes.post("categories/{id}/delete", use: delete)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        return try await page(visit, user: try visit.user(), echo: nil)
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        do {
            let category = try await service.addCategory(named: form["name"] ?? "", for: user)
            return visit.redirect(to: "/categories", notice: try await Self.text(visit).localized("Added {name}.", ["name": category.name]))
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await page(
                visit, user: user, echo: FormEcho(form: "category-form", error: error, values: form, localizer: try await visit.localizer()))
        }
    }

    @Sendable func rename(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "category")
        do {
            let category = try await service.renameCategory(id, to: form["name"] ?? "", for: user)
            return visit.redirect(to: "/categories", notice: try await Self.text(visit).localized("Renamed to {name}.", ["name": category.name]))
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await page(
                visit, user: user, echo: FormEcho(form: "rename-\(id)", error: error, values: form, localizer: try await visit.localizer()))
        }
    }

    @Sendable func move(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "category")
        let categories = try await service.categories(of: user)
        guard let index = categories.firstIndex(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "id", "no category with id \(id)")
        }
        let target = index + (form["direction"] == "up" ? -1 : 1)
        guard categories.indices.contains(target) else { return visit.redirect(to: "/categories") }
        _ = try await service.moveCategory(id, toPosition: target + 1, for: user)
        let text = try await Self.text(visit)
        return visit.redirect(to: "/categories", notice: text.localized("Moved {name}.", ["name": text.categoryName(categories[index])]))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "category")
        let category = try await service.categories(of: user).first { $0.id == id }
        do {
            try await service.deleteCategory(id, for: user)
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await page(
                visit, user: user, echo: FormEcho(form: "rename-\(id)", error: error, values: FormData(), localizer: try await visit.localizer()))
        }
        let text = try await Self.text(visit)
        let notice = category.map { text.localized("Deleted {name}.", ["name": text.categoryName($0)]) } ?? text.localized("Deleted the category.")
        return visit.redirect(to: "/categories", notice: notice)
    }

    private func page(_ visit: WebVisit, user: UserID, echo: FormEcho?) async throws -> Response {
        let habits = try await service.habits(of: user, includeArchived: true)
        let counts = Dictionary(grouping: habits.compactMap(\.categoryID), by: { $0 }).mapValues(\.count)
        let text = try await Self.text(visit)
        let page = CategoriesPage(
            categories: try await service.categories(of: user), habitCounts: counts, echo: echo, csrfField: visit.csrfField, text: text)
        return try await visit.page(
            text.localized("Categories"), section: .settings, status: echo == nil ? .ok : .unprocessableContent, body: page.body,
            localizer: text.localizer)
    }

    /// The words of the visit's page, in the person's language.
    private static func text(_ visit: WebVisit) async throws -> WebText {
        WebText(try await visit.localizer())
    }
}
