import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// `cadence remind ics > FILE`: the next 14 days of reminders as an iCalendar file
/// (docs/domain-rules.md §9 "Calendar feed").
struct RemindICSCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ics", abstract: "Write the next 14 days of reminders as an iCalendar (.ics) file to standard output.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        FileHandle.standardOutput.write(Data(try await context.service.reminderCalendar(for: context.user).utf8))
    }
}
