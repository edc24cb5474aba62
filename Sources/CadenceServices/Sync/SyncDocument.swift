import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Entries": a person's replicated document as this store holds it — every entry
/// of the exchanged spaces, decoded. `joined` is the one merge of an incoming entry.
struct SyncDocument: Sendable {
    var habits: [String: SyncFieldsEntry] = [:]
    var categories: [String: SyncFieldsEntry] = [:]
    var settings: SyncFieldsEntry?
    var dayRecords: [String: SyncFieldsEntry] = [:]
    var checkIns = LazyEntries<SyncCheckInEntry>(texts: [:])
    var daySets: [String: SyncDaySetEntry] = [:]
    var achievements: [String: SyncFieldsEntry] = [:]
    var routines: [String: SyncFieldsEntry] = [:]
    var notes: [String: SyncFieldsEntry] = [:]
    var accounts: [String: SyncFieldsEntry] = [:]
    var transactions: [String: SyncFieldsEntry] = [:]
    var todos: [String: SyncFieldsEntry] = [:]
    var health: [String: SyncFieldsEntry] = [:]

    init(snapshot: SyncSnapshot) throws(CadenceError) {
        for (key, value) in snapshot.records(SyncSpace.habit) { habits[key] = try Self.decode(SyncFieldsEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.category) { categories[key] = try Self.decode(SyncFieldsEntry.self, value) }
        settings = try snapshot.records(SyncSpace.settings)[SyncSpace.settingsKey].map { text throws(CadenceError) in
            try Self.decode(SyncFieldsEntry.self, text)
        }
        for (key, value) in snapshot.records(SyncSpace.dayRecord) { dayRecords[key] = try Self.decode(SyncFieldsEntry.self, value) }
        checkIns = LazyEntries(texts: snapshot.records(SyncSpace.checkIn))
        for (key, value) in snapshot.records(SyncSpace.daySet) { daySets[key] = try Self.decode(SyncDaySetEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.achievement) { achievements[key] = try Self.decode(SyncFieldsEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.routine) { routines[key] = try Self.decode(SyncFieldsEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.note) { notes[key] = try Self.decode(SyncFieldsEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.account) { accounts[key] = try Self.decode(SyncFieldsEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.transaction) { transactions[key] = try Self.decode(SyncFieldsEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.todo) { todos[key] = try Self.decode(SyncFieldsEntry.self, value) }
        for (key, value) in snapshot.records(SyncSpace.health) { health[key] = try Self.decode(SyncFieldsEntry.self, value) }
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws(CadenceError) -> T {
        try SyncJSON.value(T.self, from: text, field: "value")
    }

    /// The merge of `incoming` (JSON text of an entry of `space`) into `current`: the merged
    /// entry's text and its stamps, or `nil` text when nothing changed.
    static func joined(space: String, current: String?, incoming: String) throws(CadenceError) -> (text: String?, stamps: [SyncStamp]) {
        func join<T: Codable & Equatable>(_ type: T.Type, _ merge: (T, T) -> T, _ stamps: (T) -> [SyncStamp]) throws(CadenceError) -> (
            String?, [SyncStamp]
        ) {
            let new = try decode(T.self, incoming)
            guard let current else { return (try text(new), stamps(new)) }
            let old = try decode(T.self, current)
            let merged = merge(old, new)
            return (merged == old ? nil : try text(merged), stamps(new))
        }
        switch space {
        case SyncSpace.habit, SyncSpace.category, SyncSpace.settings, SyncSpace.dayRecord, SyncSpace.achievement, SyncSpace.routine,
            SyncSpace.account, SyncSpace.transaction, SyncSpace.todo, SyncSpace.health:
            return try join(SyncFieldsEntry.self, { $0.merged(with: $1) }, \.stamps)
        case SyncSpace.note:
            return try join(SyncFieldsEntry.self, { SyncNoteText.merged($0, $1) }, \.stamps)
        case SyncSpace.checkIn:
            return try join(SyncCheckInEntry.self, { $0.merged(with: $1) }, \.stamps)
        case SyncSpace.daySet:
            return try join(SyncDaySetEntry.self, { $0.merged(with: $1) }, { [$0.t] })
        default:
            throw CadenceError(.syncEntryInvalid, field: "space", "there is no space \(InputExcerpt.quoted(space)) to sync")
        }
    }

    static func text(_ value: some Encodable) throws(CadenceError) -> String {
        do { return try SyncJSON.text(value) } catch {
            throw CadenceError(.syncEntryInvalid, field: "value", "an entry could not be written as JSON")
        }
    }

    /// The habit global id and day of a `<habit>/<day>` key.
    static func dayKeyParts(_ key: String) -> (habit: String, day: Day)? {
        let parts = key.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, let day = Day(String(parts[1])) else { return nil }
        return (String(parts[0]), day)
    }

    /// The habit global id a synthetic check-in id (`<habit>/<day>@<stamp>#<n>`, a row a set left) names.
    static func synthetic(_ gid: String) -> (habit: String, day: Day, stamp: String, row: Int)? {
        guard let at = gid.firstIndex(of: "@"), let hash = gid.lastIndex(of: "#"), at < hash,
            let parts = dayKeyParts(String(gid[..<at])), let row = Int(gid[gid.index(after: hash)...])
        else { return nil }
        return (parts.habit, parts.day, String(gid[gid.index(after: at)..<hash]), row)
    }

    static func syntheticID(daySetKey: String, stamp: SyncStamp, row: Int) -> String { "\(daySetKey)@\(stamp)#\(row)" }
}
