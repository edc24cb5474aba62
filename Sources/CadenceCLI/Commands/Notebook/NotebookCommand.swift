import ArgumentParser
import Foundation

/// `cadence notebook …`: notes in Markdown, searched by the database's full-text engine
/// (docs/domain-rules.md §12 "Notes"). `cadence note H TEXT` stays the note on a habit's day.
struct NotebookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notebook",
        abstract: "Write, find and pin notes (Markdown).",
        discussion: """
            Examples:
              cadence notebook add "Trip ideas" --text "Huts along the coast"
              echo "# Plan" | cadence notebook add "Plan"
              cadence notebook search hut
              cadence notebook edit 3 --pin
            """,
        subcommands: [
            NotebookAddCommand.self, NotebookListCommand.self, NotebookShowCommand.self, NotebookEditCommand.self,
            NotebookSearchCommand.self, NotebookDeleteCommand.self, NotebookRestoreCommand.self,
        ])

    /// Standard input as text, at most a little over a note's limit (the service refuses more).
    static func readStandardInput() -> String {
        let data = FileHandle.standardInput.readData(ofLength: (1 << 20) + 4)
        return String(decoding: data, as: UTF8.self)
    }
}
