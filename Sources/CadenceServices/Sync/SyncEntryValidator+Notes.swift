import CadenceCore
import CadenceStorage
import Foundation

extension SyncEntryValidator {
    /// docs/sync.md "Notes": a note's entry — `title` as a note's (1–200 characters), `pinned` a
    /// boolean, `createdAt` an instant, and versions `text.<stamp>`, each stamped with the stamp its
    /// name carries, holding a text of at most 1 MB (or `null`), a title and at most
    /// `SyncNoteText.maximumHistory` stamps it replaced; no delete stamp (a delete is a version).
    static func note(_ value: String) throws(CadenceError) {
        let entry = try SyncDocument.decode(SyncFieldsEntry.self, value)
        guard entry.deleted == nil else { throw CadenceError(.syncEntryInvalid, "a note is deleted by a version whose text is null") }
        for (name, field) in entry.fields.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "title": try noteTitle(try SyncJSON.value(String.self, from: field.v, field: name))
            case "pinned": _ = try SyncJSON.value(Bool.self, from: field.v, field: name)
            case "createdAt": _ = try StoredMilliseconds.date(try SyncJSON.value(Int64.self, from: field.v, field: name), field: name)
            default:
                guard name.hasPrefix(SyncNoteText.prefix), let stamp = SyncStamp(text: String(name.dropFirst(SyncNoteText.prefix.count))),
                    stamp == field.t
                else { throw CadenceError(.syncEntryInvalid, "there is no field \(InputExcerpt.quoted(name))") }
                let version = try SyncJSON.value(SyncNoteText.Version.self, from: field.v, field: "text")
                try noteTitle(version.title)
                if let text = version.text {
                    _ = try NoteValidator.validated(Note(title: "x", content: text, createdAt: Date(timeIntervalSince1970: 0)))
                }
                guard version.history.count <= SyncNoteText.maximumHistory, version.history.allSatisfy({ SyncStamp(text: $0) != nil }) else {
                    throw CadenceError(.syncEntryInvalid, "a note version's history holds at most \(SyncNoteText.maximumHistory) stamps")
                }
            }
        }
    }

    private static func noteTitle(_ title: String) throws(CadenceError) {
        _ = try NoteValidator.validated(Note(title: title, content: "", createdAt: Date(timeIntervalSince1970: 0)))
    }
}
