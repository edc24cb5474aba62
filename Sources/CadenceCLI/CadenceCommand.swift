import ArgumentParser

/// The `cadence` command line: track habits from a terminal, or drive Cadence from scripts and
/// assistants through `--json`. Every command calls the services; none re-implements a rule.
public struct CadenceCommand: AsyncParsableCommand {
    public static let version = "0.1.0"
    /// The commit this binary was built from, `unknown` unless stamped (docs/deploy.md "Versions").
    public static var commit: String { BuildCommit.value }

    public static let configuration = CommandConfiguration(
        commandName: "cadence",
        abstract: "Track habits from the terminal.",
        discussion: """
            Name a habit by its name (case-insensitive), an unambiguous prefix of it, or its id. \
            A DATE is YYYY-MM-DD, today, yesterday, or -N (N days ago), relative to your today.

            With --json, results are printed as JSON on stdout, and errors as \
            {"error": {"code", "message"}}. Exit codes: 0 success, 1 refused (validation, not found, \
            ambiguous), 2 usage error.

            Examples:
              cadence habit add Water --target 8 --unit cups
              cadence habit add --preset fitness.run --on mon,wed,fri
              cadence done Water            (one more cup)
              cadence done Run 500 m --date yesterday
              cadence today
              cadence stats Run --days 90 --json
            """,
        version: "cadence \(version) (commit \(BuildCommit.value))",
        subcommands: [
            TodayCommand.self, DoneCommand.self, SetCommand.self, UndoCommand.self, SkipCommand.self,
            RateCommand.self, NoteCommand.self, EntriesCommand.self, EntryCommand.self,
            HabitCommand.self, CategoryCommand.self, PresetCommand.self,
            StatsCommand.self, CalendarCommand.self, OverviewCommand.self, ProgressCommand.self, SettingsCommand.self,
            ImportCommand.self, ExportCommand.self, BackupCommand.self, RestoreCommand.self, DoctorCommand.self, ServeCommand.self,
            RemindCommand.self, PauseCommand.self, NotifyCommand.self, HooksCommand.self,
            DashboardCommand.self, HealthCommand.self, AccountCommand.self, TodoCommand.self, NotebookCommand.self,
            MCPCommand.self, StoreCommand.self, SyncCommand.self, PushCommand.self, RoutineCommand.self,
        ]
    )

    @OptionGroup(title: "Global options") var global: GlobalOptions

    public init() {}

    /// `cadence` alone shows today's list.
    public mutating func run() async throws {
        var today = TodayCommand()
        today.global = global
        try await today.run()
    }
}
