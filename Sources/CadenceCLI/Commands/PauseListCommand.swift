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
            guard !ranges.isEmpty else { return "No pauses." }
            return ranges.map { "\($0.from) – \($0.through)  " + $0.habits.map(\.name).joined(separator: ", ") }.joined(separator: "\n")
        }
    }
}
