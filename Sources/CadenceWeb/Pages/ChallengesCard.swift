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

    static func load(for user: UserID, partners: [Partnership], service: CadenceService, csrfField: HTML) async throws -> ChallengesCard {
        var boards: [ChallengeBoard] = []
        for challenge in try await service.challenges(of: user) { boards.append(try await service.challengeBoard(challenge.id, for: user)) }
        return ChallengesCard(
            boards: boards, viewer: user, partners: partners, today: try await service.today(for: user), csrfField: csrfField)
    }

    var body: HTML {
        let list: HTML =
            boards.isEmpty ? "<p class=\"muted\" id=\"no-challenges\">No challenges yet.</p>" : HTML.joined(boards.map(board))
        return """
            <section class="card" id="challenges" aria-labelledby="challenges-title"><h2 id="challenges-title">Challenges</h2>
            \(list)
            \(form)
            </section>
            """
    }

    private func board(_ board: ChallengeBoard) -> HTML {
        let id = board.challenge.id
        let state = board.isFinal ? "Final" : "Until \(WebFormat.shortDay(board.challenge.end))"
        let rows = board.standings.map { line -> HTML in
            let medal: HTML = line.isWinner ? "<span class=\"medal\" role=\"img\" aria-label=\"gold medal\">🥇</span>" : ""
            let rank: HTML = line.joined ? "\(line.rank)" : "–"
            let days: HTML = line.joined ? "\(line.daysDone)" : "invited"
            return "<tr><td>\(rank)</td><th scope=\"row\">\(line.name) \(medal)</th><td>\(days)</td><td>\(line.currentStreak)</td></tr>"
        }
        let invited = board.standings.contains { $0.user == viewer && !$0.joined }
        let join: HTML =
            invited
            ? """
            <form method="post" action="/challenges/\(id)/join">\(csrfField)\
            <button class="button" id="join-challenge-\(id)">Join with a habit like theirs</button></form>
            """ : ""
        return """
            <section class="challenge" id="challenge-\(id)" aria-labelledby="challenge-\(id)-name">
            <h3 id="challenge-\(id)-name">\(board.challenge.name)</h3>
            <p class="muted">\(WebFormat.shortDay(board.challenge.start)) – \(WebFormat.shortDay(board.challenge.end)) · \
            <span id="challenge-\(id)-state">\(state)</span></p>
            <table class="challenge-standings" id="challenge-\(id)-standings"><caption class="visually-hidden">Leaderboard of \
            \(board.challenge.name)</caption>
            <thead><tr><th scope="col">Rank</th><th scope="col">Name</th><th scope="col">Days done</th><th scope="col">Streak</th></tr></thead>
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
            <h3>Start a challenge</h3>
            <label>Name <input id="challenge-name" name="name" required maxlength="100"></label>
            <label>Habit <input id="challenge-habit" name="habit" required maxlength="100" placeholder="Walk 10,000 steps"></label>
            <label>From <input id="challenge-start" name="start" type="date" required value="\(today)"></label>
            <label>To <input id="challenge-end" name="end" type="date" required value="\(today.adding(days: 29))"></label>
            <fieldset><legend>Invite</legend>\(HTML.joined(boxes))</fieldset>
            <button class="button" id="create-challenge">Start the challenge</button>
            </form>
            """
    }
}
