import ArgumentParser
import CadenceCore

/// `--date`, the day a check-in command acts on, declared once for every command that takes it
/// (`@OptionGroup var when: DayOption`): `YYYY-MM-DD`, `today`, `yesterday` or `-N`; absent
/// means today.
struct DayOption: ParsableArguments {
    @Option(
        parsing: .unconditional, help: ArgumentHelp("The day: YYYY-MM-DD, today, yesterday or -N.", valueName: "date"))
    var date: DateArgument?

    /// The day given, relative to `today`; `nil` when none was given.
    func day(relativeTo today: Day) -> Day? {
        date.map { $0.day(relativeTo: today) }
    }
}
