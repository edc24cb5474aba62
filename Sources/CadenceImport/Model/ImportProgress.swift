/// How far a long import or export has come, reported to a callback so that the command line can
/// draw a progress bar on a terminal (docs/import-export.md). Libraries never print.
public struct ImportProgress: Sendable, Hashable {
    /// What the import is doing.
    public enum Phase: String, Sendable, Hashable {
        case reading, planning, writing, recalculating
    }

    /// What `completed` and `total` count: records, or KiB of a file read as a stream (Apple
    /// Health's export.xml, docs/import-export.md "Apple Health").
    public enum Unit: String, Sendable, Hashable {
        case records, kibibytes
    }

    public var phase: Phase
    /// Records (or KiB) done in this phase.
    public var completed: Int
    /// Records (or KiB) in this phase (0 when unknown).
    public var total: Int
    public var unit: Unit

    public init(phase: Phase, completed: Int, total: Int, unit: Unit = .records) {
        self.phase = phase
        self.completed = completed
        self.total = total
        self.unit = unit
    }

    /// `completed ÷ total`, or 0 when the total is unknown.
    public var fraction: Double {
        total > 0 ? min(1, Double(completed) / Double(total)) : 0
    }
}

/// Receives progress reports; called from the importing task.
public typealias ImportProgressHandler = @Sendable (ImportProgress) -> Void
