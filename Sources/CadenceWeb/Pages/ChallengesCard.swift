import CadenceCore
import CadenceServices

/// The challenges on the Partners page (docs/web.md "Partners"; docs/domain-rules.md
/// "§26 Challenges"): each with its leaderboard (a table: rank, name, days done,
/// current streak, the winner's medal) and a join button while invited, and a form to make one.
struct ChallengesCard {
    let boards: [ChallengeBoard]
    let viewer: UserID
    let partners: [Partnership]
    let today: Day
    let csrfField: HTML
    /// The card's words in the person's language (docs/domain-rules.md §23).
    var text = WebText()

    static func load(
        for user: UserID, partners: [Partnership], service: CadenceService, csrfField: HTML, text: WebText = WebText()
    ) async throws -> ChallengesCard {
        var boards: [ChallengeBoard] = []
        for challenge in try await service.challenges(of: user) { boards.append(try await service.challengeBoard(challenge.id, for: user)) }
        return ChallengesCard(
            boards: boards, viewer: user, partners: partners, today: try await service.today(for: user), csrfField: csrfField, text: text)
    }

    var body: HTML {
        let list: HTML =
            boards.isEmpty ? "<p class=\"muted\" id=\"no-challenges\">\(text.localized("No challenges yet."))</p>" : HTML.joined(boards.map(board))
        return """
            <section class="card" id="challenges" aria-labelledby="challenges-title"><h2 id="challenges-title">\(text.localized("Challenges"))</h2>
            \(list)
            \(form)
            </section>
            """
    }

    private func board(_ board: ChallengeBoard) -> HTML {
        let id = board.challenge.id
        let state = board.isFinal ? text.localized("Final") : text.localized("Until {day}", ["day": text.shortDay(board.challenge.end)])
        let rows = board.standings.map { line -> HTML in
            let medal: HTML = line.isWinner ? "<span class=\"medal\" role=\"img\" aria-label=\"\(text.localized("gold medal"))\">🥇</span>" : ""
            let rank: HTML = line.joined ? "\(text.integer(line.rank))" : "–"
            let days: HTML = line.joined ? "\(text.integer(line.daysDone))" : "\(text.localized("invited"))"
            let streak = text.integer(line.currentStreak)
            return "<tr><td>\(rank)</td><th scope=\"row\">\(line.name) \(medal)</th><td>\(days)</td><td>\(streak)</td></tr>"
        }
        let invited = board.standings.contains { $0.user == viewer && !$0.joined }
        let join: HTML =
            invited
            ? """
            <form method="post" action="/challenges/\(id)/join">\(csrfField)\
            <button class="button" id="join-challenge-\(id)">\(text.localized("Join with a habit like theirs"))</button></form>
            """ : ""
        return """
            <section class="challenge" id="challenge-\(id)" aria-labelledby="challenge-\(id)-name">
            <h3 id="challenge-\(id)-name">\(board.challenge.name)</h3>
            <p class="muted">\(text.shortDay(board.challenge.start)) – \(text.shortDay(board.challenge.end)) · \
            <span id="challenge-\(id)-state">\(state)</span></p>
            <table class="challenge-standings" id="challenge-\(id)-standings"><caption class="visually-hidden">\
            \(text.localized("Leaderboard of {challenge}", ["challenge": board.challenge.name]))</caption>
            <thead><tr><th scope="col">\(text.localized("Rank"))</th><th scope="col">\(text.localized("Name"))</th>\
            <th scope="col">\(text.localized("Days done"))</th><th scope="col">\(text.localized("Streak"))</th></tr></thead>
            <tbody>\(HTML.joined(rows))</tbody></table>
            \(join)
            </section>
            """
    }

    private var form: HTML {
        let boxes = partners.map { partner -> HTML in
            """
            <label class="check-label"><input type="checkbox" name="invite" value="\(partner.id)" id="challenge-invite-\(partner.id)"> \
            \(partner.partnerName)</label>
            """
        }
        return """
            <form id="challenge-form" method="post" action="/challenges">\(csrfField)
            <h3>\(text.localized("Start a challenge"))</h3>
            <label>\(text.localized("Name")) <input id="challenge-name" name="name" required maxlength="100"></label>
            <label>\(text.localized("Habit")) <input id="challenge-habit" name="habit" required maxlength="100" \
            placeholder="\(text.localized("Walk 10,000 steps"))"></label>
            <label>\(text.localized("From")) <input id="challenge-start" name="start" type="date" required value="\(today)"></label>
            <label>\(text.localized("To")) <input id="challenge-end" name="end" type="date" required value="\(today.adding(days: 29))"></label>
            <fieldset><legend>\(text.localized("Invite"))</legend>\(HTML.joined(boxes))</fieldset>
            <button class="button" id="create-challenge">\(text.localized("Start the challenge"))</button>
            </form>
            """
    }
}
