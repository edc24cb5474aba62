import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportPlanner {
    /// docs/domain-rules.md §12 "Health": each entry of the file is added unless the store
    /// already has one alike (type, day, value, note and instant: a re-import adds nothing);
    /// each is checked with the core's rules — its value for its type, no day after today, a
    /// day's sleep at most 24 hours with what is already stored — and any refusal refuses the
    /// whole import.
    mutating func planHealth() {
        guard !document.health.isEmpty else { return }
        let present = Set(target.health.map(HealthIdentity.init))
        var seen = present
        var sleep: [Day: Double] = [:]
        for entry in target.health where entry.type == .sleep { sleep[entry.day, default: 0] += entry.value }
        for (index, entry) in document.health.enumerated() {
            if isFull { return }
            guard seen.insert(HealthIdentity(entry)).inserted else {
                if present.contains(HealthIdentity(entry)) { lifeRecordsAlreadyPresent["health", default: 0] += 1 }
                continue
            }
            do {
                let stored = try HealthEntryValidator.storedValue(
                    type: entry.type, value: entry.value, unit: nil, day: entry.day, today: target.today,
                    sleepThatDay: sleep[entry.day] ?? 0, note: entry.note)
                if entry.type == .sleep { sleep[entry.day, default: 0] += stored }
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
