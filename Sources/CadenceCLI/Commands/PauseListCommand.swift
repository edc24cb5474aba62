import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence pause list`: the runs of consecutive skipped days, with their habits.
struct PauseListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List pauses (runs of skipped days).")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let ranges = try await context.service.pauses(for: context.user)
        try context.output.emit(ranges.map(PauseJSON.init)) {
            let text = LocalText(localizer: context.output.localizer)
            guard !ranges.isEmpty else { return text.localized("No pauses.") }
            return ranges.map { range in
                "\(text.mediumDate(range.from)) – \(text.mediumDate(range.through))  " + range.habits.map(\.name).joined(separator: ", ")
            }
            .joined(separator: "\n")
        }
    }
}
