import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence remind add H HH:MM [--on mon,wed]`.
struct RemindAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a reminder to a habit.")

    @OptionGroup var habit: HabitArgument

    @Argument(help: ArgumentHelp("The local time, HH:MM (24-hour clock).", valueName: "time"))
    var time: TimeOfDay

    @Option(help: ArgumentHelp("Only on these weekdays: mon,wed,fri, 1,3,5, weekdays or weekends.", valueName: "days"))
    var on: WeekdayList?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let target = try await context.habit(habit)
        let reminder = Reminder(hour: time.hour, minute: time.minute, weekdays: on?.days ?? [])
        let added = try await context.service.addReminder(reminder, to: target.id, for: context.user)
        try context.output.emit(ReminderEntryJSON(added, habit: target)) {
            let text = LocalText(localizer: context.output.localizer)
            let line = RemindText.line(added, habit: target, style: context.output.style, text: text)
            return context.output.style.green("✓") + " " + text.localized("Added {reminder}", ["reminder": line])
        }
    }
}
