import ArgumentParser

/// `cadence sync …`: keeps this store and a Cadence server in step (docs/sync.md): `cadence sync`
/// exchanges changes both ways, `cadence sync login` saves the server and a token.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Sync this store with a Cadence server (cadence serve).",
        discussion: """
            Edits made on either side, offline too, are merged field by field: the later edit of a \
            field wins, a day's total set after a check-in replaces it, deletions stay deleted \
            (docs/sync.md). Streaks, perfect days and XP are recomputed on each side; an achievement \
            unlocked anywhere is kept everywhere.

            Examples:
              cadence sync login --server https://cadence.example.org --email ada
              cadence sync login --server http://127.0.0.1:8080 --token cad_…
              cadence sync
              cadence sync --json
            """,
        subcommands: [SyncRunCommand.self, SyncLoginCommand.self],
        defaultSubcommand: SyncRunCommand.self)
}
