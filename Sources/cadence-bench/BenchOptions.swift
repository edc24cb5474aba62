/// The command line of `cadence-bench`.
struct BenchOptions: Sendable {
    /// `--quick`: few repetitions, for smoke runs (the datasets stay the same).
    var quick = false
    /// `--json`: print the results as a JSON array instead of a table.
    var json = false
    /// `--keep`: keep the generated database files and print their folder.
    var keep = false
    /// `--only a,b`: run only these measures (for profiling one of them).
    var only: Set<BenchMeasure>?
    /// `--db postgres://…`: run the engine measures on PostgreSQL instead (docs/benchmarks.md).
    var postgresURL: String?

    static let usage = """
        usage: cadence-bench [--quick] [--json] [--keep] [--only <measures>] [--db postgres://…]

        Builds the typical (50 habits, 1 year, 18,250 check-ins) and heavy (100 habits,
        10 years, 365,000 check-ins) datasets in temporary SQLite files, then prints the median
        of each measure beside a raw SQLite baseline measured in the same run.

          --quick   few repetitions (a smoke run)
          --json    print a JSON array of {"measure", "median", "unit", "baseline", "target", "met", …}
          --keep    keep the generated database files
          --only    run only these comma-separated measures (for profiling):
                    \(BenchMeasure.allCases.map(\.rawValue).joined(separator: ", "))
          --db      a postgres:// URL: copy both datasets into fresh schemas of that database and
                    run check-in, today and the statistics on PostgreSQL, each beside a raw
                    PostgresNIO baseline reading or writing the same rows
          --help    show this help
        """

    /// Whether `measure` is to run.
    func runs(_ measure: BenchMeasure) -> Bool {
        only?.contains(measure) ?? true
    }

    /// Parses the arguments after the program name; `nil` means help was asked for.
    static func parse(_ arguments: [String]) throws -> BenchOptions? {
        var options = BenchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.json = true
            case "--keep": options.keep = true
            case "--only":
                guard let list = remaining.popFirst() else { throw BenchError(description: "--only needs a list\n\n\(usage)") }
                options.only = try Set(
                    list.split(separator: ",").map { name in
                        guard let measure = BenchMeasure(rawValue: String(name)) else {
                            throw BenchError(description: "unknown measure '\(name)'\n\n\(usage)")
                        }
                        return measure
                    })
            case "--db":
                guard let url = remaining.popFirst() else { throw BenchError(description: "--db needs a postgres:// URL") }
                options.postgresURL = url
            case "--help", "-h": return nil
            default: throw BenchError(description: "unknown option '\(argument)'\n\n\(usage)")
            }
        }
        return options
    }
}

/// The measures, by the names `--only` takes.
enum BenchMeasure: String, CaseIterable, Sendable {
    case size, open, startup, write, today
    case habitStatistics = "habit-stats"
    case allStatistics = "all-stats"
    case importLoop = "import"
    case bodyParsing = "body-parsing"
    case reminders, dashboard

    /// Whether the measure runs on the typical dataset (otherwise on the heavy one).
    var usesTypical: Bool {
        switch self {
        case .size, .open, .startup, .write: true
        case .today, .habitStatistics, .allStatistics, .importLoop, .bodyParsing, .reminders, .dashboard: false
        }
    }

    /// Whether the measure runs on the heavy dataset.
    var usesHeavy: Bool {
        switch self {
        case .today, .habitStatistics, .allStatistics, .reminders, .dashboard: true
        case .size, .open, .startup, .write, .importLoop, .bodyParsing: false
        }
    }
}
