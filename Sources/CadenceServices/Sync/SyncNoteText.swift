import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§22 Sync of every area" (docs/sync.md "Notes"): a note's text
/// is never merged by last writer wins. Each edit of the text is a **version** — a field
/// `text.<stamp>` of the note's entry holding the text (`null`: the note deleted), the title the
/// note had, and `history`: every version stamp it replaced (the versions the editing device had,
/// and theirs). The entry keeps only the **heads**: versions no other version of it replaced. A
/// join is the union of versions less those a version replaced — commutative, associative and
/// idempotent, since each history holds the whole history it replaced.
///
/// The note shows its latest live head; every other live head is kept as a note of its own (the
/// **copy**, `copyID`), titled "<title> (edited on <device> <time>)" and named by a line at the
/// end of the note's text. All heads deletes: the note is gone.
enum SyncNoteText {
    /// The prefix of a version field's name.
    static let prefix = "text."
    /// The most stamps a version's history carries (a bound against a damaged entry, far above
    /// any note's number of synced edits).
    static let maximumHistory = 100_000

    /// One version of a note's text.
    struct Version: Codable, Hashable {
        /// The text, or `nil` when this version deletes the note.
        var text: String?
        /// The note's title when the version was made (the copy's title is made from it).
        var title: String
        /// Every version stamp this one replaced.
        var history: [String]
    }

    /// A head: its stamp and version.
    struct Head {
        var stamp: SyncStamp
        var version: Version
    }

    /// The field name of the version stamped `stamp`.
    static func field(_ stamp: SyncStamp) -> String { prefix + stamp.description }

    /// The join of two note entries: per field the later stamp (as `SyncFieldsEntry.merged`), then
    /// the versions another version replaced left out.
    static func merged(_ old: SyncFieldsEntry, _ new: SyncFieldsEntry) -> SyncFieldsEntry {
        pruned(old.merged(with: new))
    }

    /// The entry without the versions another of its versions replaced.
    static func pruned(_ entry: SyncFieldsEntry) -> SyncFieldsEntry {
        var replaced: Set<String> = []
        for (name, field) in entry.fields where name.hasPrefix(prefix) {
            if let version = try? SyncJSON.value(Version.self, from: field.v, field: name) { replaced.formUnion(version.history) }
        }
        guard !replaced.isEmpty else { return entry }
        var result = entry
        for name in entry.fields.keys where name.hasPrefix(prefix) && replaced.contains(String(name.dropFirst(prefix.count))) {
            result.fields[name] = nil
        }
        return result
    }

    /// The entry's heads, oldest first.
    static func heads(_ entry: SyncFieldsEntry) -> [Head] {
        pruned(entry).fields.compactMap { name, field -> Head? in
            guard name.hasPrefix(prefix), let stamp = SyncStamp(text: String(name.dropFirst(prefix.count))),
                let version = try? SyncJSON.value(Version.self, from: field.v, field: name)
            else { return nil }
            return Head(stamp: stamp, version: version)
        }.sorted { $0.stamp < $1.stamp }
    }

    /// The heads with a text, oldest first, one per text (the latest): two versions with the same
    /// text made apart — the same note on two stores at their first sync — lose no words.
    static func live(_ heads: [Head]) -> [Head] {
        var latest: [String: Head] = [:]
        for head in heads { if let text = head.version.text { latest[text] = head } }
        return latest.values.sorted { $0.stamp < $1.stamp }
    }

    /// Every stamp the heads are or replaced: what a device that shows them has seen.
    static func seen(_ heads: [Head]) -> [String] {
        Array(Set(heads.flatMap { $0.version.history + [$0.stamp.description] })).sorted()
    }

    /// The global id of the copy keeping the head stamped `stamp` of note `gid`: the same on every
    /// device (32 hex digits, two FNV-1a hashes of the two).
    static func copyID(note gid: String, stamp: SyncStamp) -> String { derivedID("\(gid)|\(stamp.description)") }

    /// A global id derived from `text` alone: 32 hex digits, two FNV-1a hashes.
    static func derivedID(_ text: String) -> String {
        let bytes = Array(text.utf8)
        func fnv(_ basis: UInt64) -> String {
            var hash = basis
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            let text = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return fnv(0xcbf2_9ce4_8422_2325) + fnv(0x8422_2325_cbf2_9ce4)
    }

    /// The copy's title: "<title> (edited on <device> <YYYY-MM-DD HH:MM> UTC)", the title cut to fit
    /// 200 characters; the device is the first 8 characters of the stamp's device id.
    static func copyTitle(_ head: Head) -> String {
        let date = Date(timeIntervalSince1970: Double(head.stamp.milliseconds) / 1000)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let time = "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute)) UTC"
        let suffix = " (edited on \(head.stamp.device.prefix(8)) \(time))"
        let room = max(NoteValidator.maximumTitleLength - suffix.count, 1)
        return String(head.version.title.prefix(room)).trimmingCharacters(in: .whitespaces) + suffix
    }

    /// The entry of the copy keeping `head`: its title, unpinned, made at the head's instant, and
    /// the head's text as its one version — every field stamped with the head's stamp, so every
    /// device makes the same entry.
    static func copyEntry(_ head: Head) throws -> SyncFieldsEntry {
        let title = copyTitle(head)
        let version = Version(text: head.version.text, title: title, history: [])
        return SyncFieldsEntry(fields: [
            "title": .init(v: try SyncJSON.text(title), t: head.stamp),
            "pinned": .init(v: try SyncJSON.text(false), t: head.stamp),
            "createdAt": .init(v: try SyncJSON.text(head.stamp.milliseconds), t: head.stamp),
            field(head.stamp): .init(v: try SyncJSON.text(version), t: head.stamp),
        ])
    }

    /// The line that names a copy at the end of the note's text.
    static func copyLine(_ head: Head) -> String {
        "> Edited on two devices: the other text is kept as the note \u{201C}\(copyTitle(head))\u{201D}."
    }

    /// The text a note shows: its latest live head's, then a line per other live head (left out
    /// when they would pass the note's size).
    static func shownText(winner: Head, kept: [Head]) -> String {
        let text = winner.version.text ?? ""
        guard !kept.isEmpty else { return text }
        let shown = text + kept.map { "\n\n" + copyLine($0) }.joined()
        return shown.utf8.count <= NoteValidator.maximumContentBytes ? shown : text
    }
}
