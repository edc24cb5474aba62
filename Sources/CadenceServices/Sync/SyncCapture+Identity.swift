import CadenceCore
import CadenceStorage
import Foundation

extension SyncCapture {
    /// docs/domain-rules.md "§22 Sync of every area" (docs/sync.md "First sync of the Life
    /// OS areas"): the global id of a row of a Life OS area. A row linked already keeps its id; a
    /// row never synced gets one **derived from what the row is** — `identity`, the fields an import
    /// recognises it by (§12), and its rank among this store's rows of that identity — so two stores
    /// that hold the same row (a store copy, one export imported on both) give it the same id and
    /// the first sync joins the two into one instead of doubling it. An id derived already taken
    /// here, or naming a deleted entry (`deleted`: a row put back from the trash after its delete
    /// was synced, which comes back as a new one), falls back to a random one.
    mutating func identityGID(
        for id: Int64, in linkSpace: String, identity: String, ranks: inout [String: Int], deleted: (String) -> Bool = { _ in false }
    ) -> String {
        if let gid = reverse[linkSpace]?[id] { return gid }
        let rank = ranks[identity, default: 0]
        ranks[identity] = rank + 1
        let derived = SyncNoteText.derivedID("\(linkSpace)|\(identity)|\(rank)")
        let taken =
            snapshot.links(linkSpace)[derived] != nil || reverse[linkSpace]?.values.contains(derived) == true || deleted(derived)
        return gid(for: id, in: linkSpace, new: taken ? nil : derived)
    }

    /// Instants as whole milliseconds, as they travel.
    static func identity(_ parts: [String?], at instant: Date) -> String {
        (parts.map { $0 ?? "" } + [String(StoredMilliseconds.of(instant))]).joined(separator: "\u{1F}")
    }
}
