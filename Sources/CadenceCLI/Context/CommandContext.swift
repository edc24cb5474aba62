import CadenceCore
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation

/// Everything a command needs to run: the service over the opened store, the local user, its
/// calendar and today, and how to write output. Built once per invocation from the global options.
///
/// docs/architecture.md: the command line is the composition root — the only place that names a
/// backend (SQLite here). `--now` fixes the service's clock; a date-only or local `--now` is
/// read in the user's zone.
struct CommandContext {
    let service: CadenceService
    let user: UserID
    let settings: UserSettings
    let calendar: UserCalendar
    let today: Day
    let output: Output

    /// Opens the store and the default user (creating both on first use).
    static func open(_ options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment)
        async throws -> CommandContext
    {
        let output = Output(options: options, environment: environment)
        let now = try nowArgument(options, environment: environment)
        let store = try await StoreLocation.openStore(option: options.db, environment: environment, shortLived: true)
        let zone = initialTimeZone(environment: environment)
        let provisionalCalendar = UserCalendar(timeZone: TimeZone(identifier: zone) ?? TimeZone.current)
        var service = CadenceService(
            store: store, environment: now.map { .fixed($0.instant(in: provisionalCalendar)) } ?? .live)
        let user = try await service.defaultUser(timeZoneIdentifier: zone)
        let settings = try await service.settings(of: user)
        let calendar = try UserCalendar(settings: settings)
        if let now {
            service = CadenceService(store: store, environment: .fixed(now.instant(in: calendar)))
        }
        let today = calendar.day(containing: service.now)
        return CommandContext(
            service: service, user: user, settings: settings, calendar: calendar, today: today, output: output)
    }

    /// The day a `DATE` names, or today.
    func day(_ argument: DateArgument?) -> Day {
        argument?.day(relativeTo: today) ?? today
    }

    /// The habit a command's habit argument names (see `habit(_:)` with a reference).
    func habit(_ argument: HabitArgument) async throws -> Habit {
        try await habit(argument.habit)
    }

    /// The habit a person named (id, name or unambiguous prefix), archived ones included.
    func habit(_ reference: String) async throws -> Habit {
        try await service.resolveHabit(reference, of: user)
    }

    /// The category a person named (id or name), or `nil` when none was named.
    func categoryID(_ reference: String?) async throws -> CategoryID? {
        guard let reference else { return nil }
        return try await service.resolveCategory(reference, of: user).id
    }

    /// The user's categories, to name habits' categories in output.
    func categories() async throws -> [CadenceCore.Category] {
        try await service.categories(of: user)
    }

    // MARK: Opening

    /// `--now`, else `CADENCE_NOW`, else none (the clock).
    static func nowArgument(_ options: GlobalOptions, environment: [String: String]) throws -> NowArgument? {
        if let text = options.now { return NowArgument(text) }
        guard let text = environment["CADENCE_NOW"], !text.isEmpty else { return nil }
        guard let now = NowArgument(text) else {
            throw CommandFailure.usage(NowArgument.formatHint(for: text, option: "CADENCE_NOW"))
        }
        return now
    }

    /// The zone a new store's user starts with: `TZ` when it names a zone, else the system's.
    private static func initialTimeZone(environment: [String: String]) -> String {
        if var tz = environment["TZ"], !tz.isEmpty {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz.hasPrefix("/usr/share/zoneinfo/") { tz.removeFirst("/usr/share/zoneinfo/".count) }
            if TimeZone(identifier: tz) != nil { return tz }
        }
        let system = TimeZone.current.identifier
        return TimeZone(identifier: system) != nil ? system : "UTC"
    }
}
