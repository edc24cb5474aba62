import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportPlanner {
    /// docs/domain-rules.md §12 "Health": each entry of the file is added unless the store
    /// already has one alike (type, day, value, note and instant: a re-import adds nothing);
    /// each is checked with the core's rules — its value inside its type's sane range, no day
    /// after today — and any refusal refuses the whole import. *Decision:* an import keeps every
    /// entry of a file, also a second sleep, steps or weight of a day (history as it was
    /// recorded); the day's value is then its latest entry.
    mutating func planHealth() {
        guard !document.health.isEmpty else { return }
        let present = Set(target.health.map(HealthIdentity.init))
        var seen = present
        for (index, entry) in document.health.enumerated() {
            if isFull { return }
            guard seen.insert(HealthIdentity(entry)).inserted else {
                if present.contains(HealthIdentity(entry)) { lifeRecordsAlreadyPresent["health", default: 0] += 1 }
                continue
            }
            do {
                let stored = try HealthEntryValidator.storedValue(
                    type: entry.type, value: entry.value, unit: nil, day: entry.day, today: target.today, note: entry.note)
                var accepted = entry
                accepted.value = stored
                changes.append(.insertHealthEntry(accepted))
                lifeRecords["health", default: 0] += 1
            } catch {
                fail(
                    ImportIssue(
                        "\(document.fileName) health entry \(index + 1) (\(entry.type.rawValue), \(entry.day))", field: error.field ?? "value",
                        error.message))
            }
        }
    }
}

/// What makes two health entries the same entry to an import.
struct HealthIdentity: Hashable {
    let type: HealthType
    let day: Day
    let value: Double
    let note: String?
    let createdAt: Int64

    init(_ entry: HealthEntry) {
        type = entry.type
        day = entry.day
        value = entry.value
        note = entry.note
        createdAt = NumericBoundary.clamped64(entry.createdAt.timeIntervalSince1970 * 1_000, rounding: .down)
    }
}
