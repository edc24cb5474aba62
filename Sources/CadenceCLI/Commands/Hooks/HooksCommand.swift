import ArgumentParser

/// `cadence hooks …`: outgoing events by the Standard Webhooks specification
/// (docs/domain-rules.md "§21 Outgoing events (webhooks)").
struct HooksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hooks",
        abstract: "Send Cadence's events (check-ins, perfect days, levels…) to webhook endpoints.",
        discussion: """
            Events are queued with the write that caused them and delivered by `cadence serve` (or
            `cadence remind run`), signed by the Standard Webhooks scheme, retried for a day.

            Events: checkin.created, checkin.deleted, day.completed, day.perfect, level.up,
            achievement.unlocked, habit.created, habit.updated, habit.archived, todo.completed,
            health.logged.

            Examples:
              cadence hooks add https://example.org/hooks --events checkin.created,day.perfect
              cadence hooks list
              cadence hooks test 1
              cadence hooks log 1
              cadence hooks delete 1
            """,
        subcommands: [
            HooksAddCommand.self, HooksListCommand.self, HooksDeleteCommand.self, HooksTestCommand.self, HooksLogCommand.self,
        ])
}
