import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§22 Sync of every area" (docs/sync.md "Health entries"): an
/// entry's synced fields — `type`, `day`, `value` (in the
/// type's stored unit), `note`, `createdAt` — never its client id (local to its store, §12). Each
/// entry has its own global id: water entries (a log) add up from every device; one value a day
/// (sleep, steps, weight) replaced on two devices merges per field, the later value winning, and
/// two made apart for one day are both kept, the day's value being the later recorded (§12).
extension SyncFields {
    static let healthFields: Set<String> = ["type", "day", "value", "note", "createdAt"]

    static func of(_ entry: HealthEntry) throws -> [String: String] {
        [
            "type": try SyncJSON.text(entry.type),
            "day": try SyncJSON.text(entry.day),
            "value": try SyncJSON.text(entry.value),
            "note": try SyncJSON.text(entry.note),
            "createdAt": try SyncJSON.text(StoredMilliseconds.of(entry.createdAt)),
        ]
    }

    /// The entry the fields describe, checked as every entry is (`HealthEntryValidator`) but for
    /// "not after today": another device's today may be ahead.
    static func healthEntry(from fields: [String: String], id: HealthEntryID) throws(CadenceError) -> HealthEntry {
        func field<T: Decodable>(_ name: String, _ type: T.Type) throws(CadenceError) -> T {
            guard let text = fields[name] else { throw CadenceError(.syncEntryInvalid, field: name, "the health entry has no \(name)") }
            return try SyncJSON.value(T.self, from: text, field: name)
        }
        let type = try field("type", HealthType.self)
        let day = try field("day", Day.self)
        let note = fields["note"] == nil ? nil : try field("note", String?.self)
        let value = try HealthEntryValidator.storedValue(
            type: type, value: try field("value", Double.self), unit: nil, day: day, today: Day.supported.upperBound, note: note)
        return HealthEntry(
            id: id, type: type, day: day, value: value, note: note,
            createdAt: try StoredMilliseconds.date(try field("createdAt", Int64.self), field: "createdAt"))
    }
}

extension SyncCapture {
    /// docs/sync.md "Health entries": an entry's fields against its shadow — a new one stamped at
    /// the instant it was recorded, an edit (a replaced value) at the capture; one gone is a delete.
    mutating func captureHealth() throws {
        var entries = document.health
        var ranks: [String: Int] = [:]
        for entry in snapshot.health.sorted(by: { $0.id < $1.id }) {
            let identity = Self.identity([entry.type.rawValue, entry.day.description, String(entry.value)], at: entry.createdAt)
            let gid = identityGID(
                for: entry.id, in: SyncSpace.healthLink, identity: identity, ranks: &ranks, deleted: { entries[$0]?.deleted != nil })
            let isNew = snapshot.records(SyncSpace.healthShadow)[gid] == nil
            try record(
                SyncFields.of(entry), space: SyncSpace.health, shadowSpace: SyncSpace.healthShadow, gid: gid,
                physical: isNew ? StoredMilliseconds.of(entry.createdAt) : now, entries: &entries)
        }
        let local = Set(snapshot.health.map(\.id))
        for (gid, id) in snapshot.links(SyncSpace.healthLink) where !local.contains(id) {
            try delete(space: SyncSpace.health, linkSpace: SyncSpace.healthLink, shadowSpace: SyncSpace.healthShadow, gid: gid, entries: &entries)
        }
        document.health = entries
    }
}

extension SyncProjection {
    /// docs/sync.md "Health entries": brings the store's entries to the document's. The check-ins a
    /// saved entry gave a linked habit (§18) travel as check-ins, so none are made here.
    mutating func projectHealth() throws {
        let links = snapshot.links(SyncSpace.healthLink)
        let local = Dictionary(snapshot.health.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var wanted: [String: HealthEntry] = [:]
        for (gid, entry) in document.health where entry.deleted == nil {
            guard let health = try? SyncFields.healthEntry(from: entry.fields.mapValues(\.v), id: links[gid] ?? 0) else {
                refused.append("health \(gid): its merged fields are not a valid health entry")
                continue
            }
            wanted[gid] = health
        }
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where wanted[gid] == nil {
            if local[id] != nil { batch.data(.deleteHealthEntry(id)) }
            batch.delete(SyncSpace.healthLink, [gid])
            batch.delete(SyncSpace.healthShadow, [gid])
        }
        for (gid, health) in wanted.sorted(by: { $0.key < $1.key }) {
            var health = health
            if let existing = links[gid].flatMap({ local[$0] }) {
                health.createdAt = existing.createdAt
                health.clientID = existing.clientID
                if try SyncFields.of(existing) != SyncFields.of(health) { batch.data(.updateHealthEntry(health)) }
            } else {
                batch.data(.insertHealthEntry(health), link: (SyncSpace.healthLink, gid))
            }
            let shadow = try SyncDocument.text(try SyncFields.of(health))
            if snapshot.records(SyncSpace.healthShadow)[gid] != shadow { batch.save(SyncSpace.healthShadow, gid, shadow) }
        }
    }
}

extension SyncEntryValidator {
    /// docs/sync.md "Health entries": a type, a day Cadence stores, a value inside the type's sane
    /// range in its stored unit, a note of at most 1,000 characters, an instant.
    static func health(_ value: String) throws(CadenceError) {
        let entry = try SyncDocument.decode(SyncFieldsEntry.self, value)
        if let unknown = entry.fields.keys.sorted().first(where: { !SyncFields.healthFields.contains($0) }) {
            throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(unknown))")
        }
        var fields = entry.fields.mapValues(\.v)
        if fields["createdAt"] == nil { fields["createdAt"] = "0" }
        if fields["day"] == nil { fields["day"] = #""1970-01-01""# }
        if fields["type"] == nil, fields["value"] == nil {
            fields["type"] = #""steps""#
            fields["value"] = "0"
        }
        guard fields["type"] != nil, fields["value"] != nil else {
            throw CadenceError(.syncEntryInvalid, "a health entry's type and value travel together")
        }
        _ = try SyncFields.healthEntry(from: fields, id: 0)
    }
}
