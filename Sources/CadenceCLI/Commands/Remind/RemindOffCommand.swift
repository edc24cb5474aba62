import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence remind off ID`: keeps the reminder, silent.
struct RemindOffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "off", abstract: "Turn a reminder off (it is kept).")

    @Argument(help: "The reminder's id.")
    var id: ReminderID

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        try await RemindSwitch.set(false, id, global: global)
    }
}

/// `cadence remind on ID`.
struct RemindOnCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "on", abstract: "Turn a reminder back on.")

    @Argument(help: "The reminder's id.")
    var id: ReminderID

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        try await RemindSwitch.set(true, id, global: global)
    }
}

/// What `remind on` and `remind off` share.
enum RemindSwitch {
    static func set(_ active: Bool, _ id: ReminderID, global: GlobalOptions) async throws {
        let context = try await CommandContext.open(global)
        let entry = try await context.service.setReminderActive(active, id, for: context.user)
        let habit = try await context.service.habit(entry.habitID, of: context.user)
        try context.output.emit(ReminderEntryJSON(entry, habit: habit)) {
            let text = LocalText(localizer: context.output.localizer)
            let line = RemindText.line(entry, habit: habit, style: context.output.style, text: text)
            return active ? text.localized("On: {reminder}", ["reminder": line]) : text.localized("Off: {reminder}", ["reminder": line])
        }
    }
}
