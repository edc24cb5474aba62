import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Cost": the entries of a large space (a person's check-ins) as stored text,
/// decoded only when read. Recording changes reads a few of them; only the merge target reads
/// them all.
struct LazyEntries<Entry: Codable & Sendable>: Sendable {
    private var texts: [String: String]
    private var changed: [String: Entry] = [:]

    init(texts: [String: String]) {
        self.texts = texts
    }

    /// The entry of `key`; a stored text that does not decode (entries are checked before they
    /// are saved) reads as none.
    subscript(key: String) -> Entry? {
        get { changed[key] ?? texts[key].flatMap { try? SyncDocument.decode(Entry.self, $0) } }
        set {
            changed[key] = newValue
            if newValue == nil { texts[key] = nil }
        }
    }

    /// Every entry, decoded.
    func all() -> [String: Entry] {
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(texts.count + changed.count)
        for (key, text) in texts where changed[key] == nil {
            if let entry = try? SyncDocument.decode(Entry.self, text) { entries[key] = entry }
        }
        for (key, entry) in changed { entries[key] = entry }
        return entries
    }
}
