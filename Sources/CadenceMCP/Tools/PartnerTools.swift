import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// `list_partners` and `partner_progress` (docs/domain-rules.md §11, "§25
/// Partners and shared habits"), read-only: the person's partners, and what one of them shares —
/// never more than the REST API's `GET /api/v1/partners/{id}/habits` shows.
enum PartnerTools {
    static var all: [CadenceTool] { [listPartners, partnerProgress, challengeStandings] }

    static let listPartners = CadenceTool(
        "list_partners", title: "List partners",
        description: """
            The person's partners (accounts on this server that agreed to see each other's shared habits): each one's id, \
            name and since when. Read-only; partner_progress shows what a partner shares.
            """,
        parameters: [],
        effect: .reads
    ) { _, context in
        try context.requirePartners()
        let partners = try await context.service.partners(of: context.user).map(PartnerJSON.init)
        let words = context.words
        let names = partners.map { "\($0.name) (id \($0.id))" }.joined(separator: ", ")
        let text =
            partners.isEmpty
            ? words.localizer.localized("No partners yet.")
            : words.isEnglish
                ? "\(ToolText.count(partners.count, "partner")): " + names + "."
                : words.localizer.localized(
                    one: "{count} partner: {names}.", other: "{count} partners: {names}.", count: partners.count, ["names": names])
        return try ToolOutput(text, list: partners, key: "partners")
    }

    static let partnerProgress = CadenceTool(
        "partner_progress", title: "A partner's shared habits",
        description: """
            The habits one partner shares with the person: for each, its goal in words, today's state in the partner's \
            day (done, notYet, skipped, notDue), current and best streak and the last 30 days as done or not (amounts \
            only when the partner shares them). Nothing else of the partner's is ever shown.
            """,
        parameters: [
            ToolParameter("partner", .text(maxLength: 200, nonEmpty: true), "The partner's id or name (from list_partners).", required: true)
        ],
        effect: .reads
    ) { arguments, context in
        try context.requirePartners()
        let reference = arguments.text("partner") ?? ""
        let partners = try await context.service.partners(of: context.user)
        guard
            let partner = partners.first(where: { String($0.id) == reference })
                ?? partners.first(where: { $0.partnerName.lowercased() == reference.lowercased() })
        else { throw CadenceError(.notFound, field: "partner", "no partner '\(reference)'; list_partners shows them") }
        let habits = try await context.service.partnerHabits(of: partner.id, for: context.user).map(SharedHabitJSON.init)
        let words = context.words
        let text =
            habits.isEmpty
            ? words.localizer.localized("{name} shares no habits with you.", ["name": partner.partnerName])
            : words.isEnglish
                ? "\(partner.partnerName) shares \(ToolText.count(habits.count, "habit")): "
                    + habits.map { "\($0.name) (\($0.goal)): today \($0.today), streak \($0.streak.current)" }.joined(separator: "; ") + "."
                : words.localizer.localized(
                    one: "{name} shares {count} habit: {habits}.", other: "{name} shares {count} habits: {habits}.", count: habits.count,
                    [
                        "name": partner.partnerName,
                        "habits": habits.map {
                            words.localizer.localized(
                                "{name}: today {state}, streak {streak}",
                                ["name": $0.name, "state": words.dayState($0.today), "streak": words.integer($0.streak.current)])
                        }
                        .joined(separator: "; "),
                    ])
        return try ToolOutput(text, list: habits, key: "habits")
    }

    static let challengeStandings = CadenceTool(
        "challenge_standings", title: "Challenge standings",
        description: """
            The leaderboards of the challenges the person is in or invited to (or of one, by id or name): each member's \
            days done since the start and current streak, ranked, whether it is final, and the winner's gold medal.
            """,
        parameters: [ToolParameter("challenge", .text(maxLength: 200, nonEmpty: true), "A challenge's id or name; all when left out.")],
        effect: .reads
    ) { arguments, context in
        try context.requirePartners()
        var challenges = try await context.service.challenges(of: context.user)
        if let reference = arguments.text("challenge") {
            challenges = challenges.filter { String($0.id) == reference || $0.name.lowercased() == reference.lowercased() }
            guard !challenges.isEmpty else {
                throw CadenceError(.notFound, field: "challenge", "no challenge '\(reference)'; leave it out to see them all")
            }
        }
        var boards: [ChallengeJSON] = []
        for challenge in challenges { boards.append(ChallengeJSON(try await context.service.challengeBoard(challenge.id, for: context.user))) }
        let words = context.words
        let text =
            boards.isEmpty
            ? words.localizer.localized("No challenges yet.")
            : words.isEnglish
                ? boards.map { board in
                    "\(board.name)\(board.final ? " (final)" : ""): "
                        + board.standings.filter(\.joined).map { "\($0.rank). \($0.name) \($0.daysDone) days" }.joined(separator: ", ")
                }.joined(separator: "; ") + "."
                : boards.map { board in
                    (board.final ? words.localizer.localized("{name} (final)", ["name": board.name]) : board.name) + ": "
                        + board.standings.filter(\.joined).map {
                            words.localizer.localized(
                                one: "{rank}. {name} {count} day", other: "{rank}. {name} {count} days", count: $0.daysDone,
                                ["rank": words.integer($0.rank), "name": $0.name])
                        }.joined(separator: ", ")
                }.joined(separator: "; ") + "."
        return try ToolOutput(text, list: boards, key: "challenges")
    }
}

extension ToolContext {
    /// docs/domain-rules.md "§25 Partners and shared habits": `partnersOff` while
    /// the server's owner turned partners off.
    func requirePartners() throws {
        guard session.partnersEnabled else { throw PartnerGate.off }
    }
}
