import CadenceCore
import CadenceSQLite
import CadenceServices
import CadenceStorage

/// What `cadence doctor` found (and repaired), as text or as JSON (`--json`):
/// `{"store", "healthy", "repaired", "changes", "healthyAfterRepair", "storage": {"integrity",
/// "foreignKeys", "keys"}, "users": [{"id", "name", "healthy", "discrepancies": [{"kind",
/// "date", "achievementId", "message", "repairable"}], "repairs"}]}`.
struct DoctorReport: Encodable {
    /// One user's check.
    struct UserReport {
        let user: User
        let check: ProgressCheck
    }

    let store: String
    let repaired: Bool
    var storage: StorageCheck?
    var users: [UserReport] = []
    /// Rows written by `--repair`.
    var changes = 0
    /// With `--repair`: whether the check that follows the repair found nothing.
    var healthyAfterRepair: Bool?

    init(store: String, repaired: Bool) {
        self.store = store
        self.repaired = repaired
    }

    /// Nothing found (before any repair).
    var isHealthy: Bool { (storage?.isHealthy ?? true) && users.allSatisfy(\.check.isHealthy) }

    /// The exit status's answer: healthy now.
    var isFinallyHealthy: Bool { healthyAfterRepair ?? isHealthy }

    private enum Keys: String, CodingKey {
        case store, healthy, repaired, changes, healthyAfterRepair, storage, users
        case integrity, foreignKeys, keys, table, id, stored, expected
        case name, discrepancies, repairs, kind, date, achievementId, message, repairable
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(store, forKey: .store)
        try container.encode(isHealthy, forKey: .healthy)
        try container.encode(repaired, forKey: .repaired)
        try container.encode(changes, forKey: .changes)
        if let healthyAfterRepair {
            try container.encode(healthyAfterRepair, forKey: .healthyAfterRepair)
        } else {
            try container.encodeNil(forKey: .healthyAfterRepair)
        }
        var storageContainer = container.nestedContainer(keyedBy: Keys.self, forKey: .storage)
        try storageContainer.encode(storage?.integrityProblems ?? [], forKey: .integrity)
        try storageContainer.encode(storage?.foreignKeyViolations ?? [], forKey: .foreignKeys)
        var keys = storageContainer.nestedUnkeyedContainer(forKey: .keys)
        for mismatch in storage?.keyMismatches ?? [] {
            var row = keys.nestedContainer(keyedBy: Keys.self)
            try row.encode(mismatch.table, forKey: .table)
            try row.encode(mismatch.id, forKey: .id)
            try row.encode(mismatch.stored, forKey: .stored)
            try row.encode(mismatch.expected, forKey: .expected)
        }
        var userList = container.nestedUnkeyedContainer(forKey: .users)
        for report in users {
            var user = userList.nestedContainer(keyedBy: Keys.self)
            try user.encode(report.user.id, forKey: .id)
            try user.encode(report.user.name, forKey: .name)
            try user.encode(report.check.isHealthy, forKey: .healthy)
            var list = user.nestedUnkeyedContainer(forKey: .discrepancies)
            for discrepancy in report.check.discrepancies {
                var item = list.nestedContainer(keyedBy: Keys.self)
                try item.encode(discrepancy.kind.rawValue, forKey: .kind)
                try item.encode(discrepancy.day?.description, forKey: .date)
                try item.encode(discrepancy.achievementID, forKey: .achievementId)
                try item.encode(discrepancy.message, forKey: .message)
                try item.encode(discrepancy.isRepairable, forKey: .repairable)
            }
            try user.encode(report.check.repairs.map(Self.describe), forKey: .repairs)
        }
    }

    /// The report for people.
    func text(style: TerminalStyle) -> String {
        var lines = ["Checked \(store) (\(users.count) user\(users.count == 1 ? "" : "s"))."]
        if let storage {
            let integrity = storage.integrityProblems.isEmpty ? "ok" : style.red("damaged")
            let foreignKeys = storage.foreignKeyViolations.isEmpty ? "ok" : style.red("\(storage.foreignKeyViolations.count) orphan row(s)")
            let keys = storage.keyMismatches.isEmpty ? "ok" : style.yellow("\(storage.keyMismatches.count) stale")
            lines.append("Storage: integrity \(integrity), foreign keys \(foreignKeys), name keys \(keys).")
            lines += (storage.integrityProblems + storage.foreignKeyViolations).map { "  - \($0)" }
            lines += storage.keyMismatches.map {
                "  - \($0.table) \($0.id): stored key \(InputExcerpt.quoted($0.stored)), expected \(InputExcerpt.quoted($0.expected))"
            }
        }
        for report in users {
            let name = "User \(report.user.id) (\(InputExcerpt.excerpt(report.user.name)))"
            guard !report.check.isHealthy else {
                lines.append("\(name): progress ok.")
                continue
            }
            lines.append("\(name): \(style.yellow("\(report.check.discrepancies.count) problem(s)"))")
            lines += report.check.discrepancies.map { "  - \($0.kind.rawValue): \($0.message)" }
            if repaired, !report.check.repairs.isEmpty {
                lines.append("  Repaired in one transaction: " + report.check.repairs.map(Self.describe).joined(separator: "; ") + ".")
            }
        }
        if let healthyAfterRepair {
            lines.append(
                healthyAfterRepair
                    ? style.green("Repaired \(changes) row(s); checked again: healthy.")
                    : style.red("Repaired \(changes) row(s); checked again: problems remain (see above).")
            )
        } else if isHealthy {
            lines.append(style.green("Healthy."))
        } else {
            lines.append("Run `cadence doctor --repair` to fix what can be fixed.")
        }
        return lines.joined(separator: "\n")
    }

    /// One repair in words.
    static func describe(_ change: StoreChange) -> String {
        switch change {
        case .awardPerfectDay(let day): "award \(day)"
        case .revokePerfectDay(let day): "remove the award of \(day)"
        case .unlockAchievement(let unlock): "unlock '\(unlock.achievementID)'"
        case .saveDayRecord(let record): "remove the empty day record of habit \(record.habitID) on \(record.day)"
        case .appendXP(let entry):
            "\(entry.amount > 0 ? "+" : "")\(entry.amount) XP "
                + "(\(entry.reason.rawValue)\(entry.day.map { " \($0)" } ?? "")\(entry.achievementID.map { " '\($0)'" } ?? ""))"
        default: "\(change)"
        }
    }
}
