import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The Partners page and a habit's sharing (docs/web.md "Partners"; docs/domain-rules.md
/// "§25 Partners and shared habits"): `GET /partners`, `POST /partners/invites`
/// (answers the page with the link and its QR code, once), `GET /partners/accept?code=…` (the
/// link an invite sends: the page with the code filled in, nothing changed until confirmed),
/// `POST /partners/accept`, `POST /partners/{id}/delete` and `POST /habits/{id}/sharing` — the same
/// calls as the API. Every one answers 403 while the server's owner turned partners off.
struct PartnerPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("partners", use: show)
        routes.post("partners/invites", use: invite)
        routes.get("partners/accept", use: show)
        routes.post("partners/accept", use: accept)
        routes.post("partners/{id}/delete", use: end)
        routes.post("partners/{id}/habits/{habitId}/nudge", use: nudge)
        routes.post("habits/{id}/sharing", use: share)
        routes.post("challenges", use: createChallenge)
        routes.post("challenges/{id}/join", use: joinChallenge)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    private func begin(_ request: Request, _ context: Context) throws -> (WebVisit, UserID) {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        try PartnerGate.require(dependencies.configuration)
        return (visit, user)
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        var page = try await PartnersPage.load(for: user, service: service, csrfField: visit.csrfField, text: text)
        page.code = visit.query("code") ?? ""
        return try await visit.page(text.localized("Partners"), section: .settings, body: page.body, localizer: text.localizer)
    }

    @Sendable func invite(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        _ = try await visit.form()
        var page = try await PartnersPage.load(for: user, service: service, csrfField: visit.csrfField, text: text)
        do {
            let invite = try await service.createPartnerInvite(for: user)
            let url = PartnerInviteJSON(invite, base: PartnerGate.base(of: request, configuration: dependencies.configuration)).url
            page.invite = (invite, url)
            return try await visit.page(text.localized("Partners"), section: .settings, status: .created, body: page.body, localizer: text.localizer)
        } catch let error as CadenceError where error.code == .partnerInviteLimitReached {
            page.error = try await visit.sentence(error)
            return try await visit.page(
                text.localized("Partners"), section: .settings, status: .tooManyRequests, body: page.body, localizer: text.localizer)
        }
    }

    @Sendable func accept(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        let form = try await visit.form()
        do {
            let partnership = try await service.acceptPartnerInvite(code: form["code"] ?? "", by: user)
            return visit.redirect(
                to: "/partners", notice: text.localized("You and {partner} are partners now.", ["partner": partnership.partnerName]))
        } catch let error as CadenceError {
            var page = try await PartnersPage.load(for: user, service: service, csrfField: visit.csrfField, text: text)
            page.code = form["code"] ?? ""
            page.error = try await visit.sentence(error)
            let status: HTTPResponse.Status =
                switch error.kind {
                case .notFound: .notFound
                case .conflict: .conflict
                default: .unprocessableContent
                }
            return try await visit.page(text.localized("Partners"), section: .settings, status: status, body: page.body, localizer: text.localizer)
        }
    }

    @Sendable func end(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        _ = try await visit.form()
        try await service.endPartnership(try PathParameters(context: context).id("id", of: "partner"), by: user)
        return visit.redirect(to: "/partners", notice: text.localized("Partnership ended: neither of you sees the other's habits any more."))
    }

    /// docs/domain-rules.md "§27 Nudges and partner news": once a day per habit; a second is 409 with
    /// the Partners page and its message, a habit not shared with the caller 404.
    @Sendable func nudge(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        _ = try await visit.form()
        let parameters = PathParameters(context: context)
        let partner = try parameters.id("id", of: "partner")
        do {
            let news = try await service.nudge(partner: partner, habit: try parameters.id("habitId", of: "habit"), by: user)
            return visit.redirect(to: "/partners", notice: text.localized("Nudge sent about {habit}.", ["habit": news.habitName]))
        } catch let error as CadenceError where error.code == .nudgeAlreadySent {
            var page = try await PartnersPage.load(for: user, service: service, csrfField: visit.csrfField, text: text)
            page.error = try await visit.sentence(error)
            return try await visit.page(text.localized("Partners"), section: .settings, status: .conflict, body: page.body, localizer: text.localizer)
        }
    }

    /// `share` = `none`, `all` or `some` (with the checked `with` partner ids), `amounts` = `on`.
    @Sendable func share(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        let form = try await visit.form()
        let habit = try PathParameters(context: context).id("id", of: "habit")
        let choice = form["share"] ?? "none"
        let ids = choice == "some" ? form.all("with").compactMap { Int64($0) } : []
        _ = try await service.shareHabit(habit, withAll: choice == "all", partnerships: ids, amounts: form["amounts"] == "on", for: user)
        return visit.redirect(to: "/habits/\(habit)", notice: text.localized("Sharing saved."))
    }

    /// docs/domain-rules.md "§26 Challenges": `name`, `habit` (a name: a daily habit
    /// done once a day), `start`, `end`, the checked `invite` partner ids.
    @Sendable func createChallenge(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        let form = try await visit.form()
        do {
            guard let start = Day(form["start"] ?? ""), let end = Day(form["end"] ?? "") else {
                throw CadenceError(.challengeInvalid, field: "start", "give the first and last day as dates")
            }
            let board = try await service.createChallenge(
                name: form["name"] ?? "", habit: HabitDraft(name: form["habit"] ?? ""), start: start, end: end,
                invite: form.all("invite").compactMap { Int64($0) }, for: user)
            return visit.redirect(to: "/partners#challenge-\(board.challenge.id)", notice: text.localized("Challenge started."))
        } catch let error as CadenceError {
            var page = try await PartnersPage.load(for: user, service: service, csrfField: visit.csrfField, text: text)
            page.error = try await visit.sentence(error)
            return try await visit.page(
                text.localized("Partners"), section: .settings, status: .unprocessableContent, body: page.body, localizer: text.localizer)
        }
    }

    @Sendable func joinChallenge(_ request: Request, context: Context) async throws -> Response {
        let (visit, user) = try begin(request, context)
        let text = WebText(try await visit.localizer())
        _ = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "challenge")
        do {
            _ = try await service.joinChallenge(id, habit: nil, for: user)
        } catch let error as CadenceError where error.kind != .notFound {
            var page = try await PartnersPage.load(for: user, service: service, csrfField: visit.csrfField, text: text)
            page.error = try await visit.sentence(error)
            return try await visit.page(text.localized("Partners"), section: .settings, status: .conflict, body: page.body, localizer: text.localizer)
        }
        return visit.redirect(to: "/partners#challenge-\(id)", notice: text.localized("You joined the challenge: its habit is on your Today page."))
    }
}
