/// The one rule for the characters and length of every text field a person writes
/// (docs/domain-rules.md §7 "Text"): each field of each area names its `TextRule`, and every
/// validator — so every surface: API, web, command line, tools, imports, sync — checks its
/// text through it.
///
/// - A *line* (a name, a title, a category, a payee) holds no control character at all: no NUL,
///   no tab, no line break, no escape, nothing of C0 (U+0000–U+001F), DEL (U+007F) or C1
///   (U+0080–U+009F).
/// - A *body* (notes, descriptions, a note's Markdown) may hold line feeds, carriage returns and
///   tabs, and no other control character (NUL included).
/// - Each field has a maximum length, in characters or (a note's content) in bytes of UTF-8.
///
/// A refusal is a `CadenceError` naming the field: `tooLong` for the length, `invalid`
/// (`textInvalid`, or `nameInvalid` for the names that always had it) for a character.
public struct TextRule: Sendable, Hashable {
    /// Which characters a field may hold.
    public enum Kind: Sendable, Hashable {
        /// One line: no control character at all.
        case line
        /// Several lines: line feed, carriage return and tab allowed; other controls refused.
        case body
    }

    /// How a field's length is counted.
    public enum Limit: Sendable, Hashable {
        case characters(Int)
        case utf8Bytes(Int)
    }

    /// The input field, as interfaces name it (`title`, `notes`, `name`, …).
    public var field: String
    public let kind: Kind
    public let limit: Limit
    /// What the field is, for messages ("a to-do's title").
    public let noun: String
    public let tooLong: CadenceError.Code
    public let invalid: CadenceError.Code

    public init(
        field: String, kind: Kind, limit: Limit, noun: String, tooLong: CadenceError.Code,
        invalid: CadenceError.Code = .textInvalid
    ) {
        self.field = field
        self.kind = kind
        self.limit = limit
        self.noun = noun
        self.tooLong = tooLong
        self.invalid = invalid
    }

    /// The same rule for an input named `field`.
    public func named(_ field: String) -> TextRule {
        var rule = self
        rule.field = field
        return rule
    }

    /// The most characters (or bytes) the field holds.
    public var maximum: Int {
        switch limit {
        case .characters(let count), .utf8Bytes(let count): count
        }
    }

    /// Throws when `text` is longer than the field allows or holds a character its kind
    /// refuses; answers `text` unchanged otherwise.
    @discardableResult
    public func checked(_ text: String) throws(CadenceError) -> String {
        switch limit {
        case .characters(let count):
            // A character is at most a few dozen bytes in real text: refuse megabytes before
            // counting them.
            guard text.utf8.count <= count * 64, text.count <= count else {
                throw CadenceError(tooLong, field: field, "\(noun) has at most \(count) characters")
            }
        case .utf8Bytes(let count):
            guard text.utf8.count <= count else {
                throw CadenceError(tooLong, field: field, "\(noun) is at most \(Self.size(count))")
            }
        }
        if let refused = text.unicodeScalars.first(where: { !allows($0) }) {
            throw CadenceError(invalid, field: field, "\(noun) cannot hold \(Self.describe(refused)); remove it")
        }
        return text
    }

    /// Whether the field's kind allows `scalar`.
    public func allows(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.properties.generalCategory == .control else { return true }
        return kind == .body && (scalar == "\n" || scalar == "\r" || scalar == "\t")
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\u{0}": "the NUL character (U+0000)"
        case "\n", "\r": "a line break"
        case "\t": "a tab"
        default:
            "the control character U+"
                + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count))
                + String(scalar.value, radix: 16, uppercase: true)
        }
    }

    private static func size(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : "\(bytes) bytes"
    }
}

extension TextRule {
    /// docs/domain-rules.md §7 "Names": habit and category names.
    public static let habitName = TextRule(
        field: "name", kind: .line, limit: .characters(HabitValidator.maximumNameLength), noun: "a name", tooLong: .nameTooLong,
        invalid: .nameInvalid)
    /// docs/domain-rules.md §2: a habit's description.
    public static let habitDescription = TextRule(
        field: "description", kind: .body, limit: .characters(HabitValidator.maximumDescriptionLength), noun: "a description",
        tooLong: .descriptionTooLong)
    /// docs/domain-rules.md §2: a custom unit label (repetitions).
    public static let unitLabel = TextRule(
        field: "unit", kind: .line, limit: .characters(32), noun: "a custom unit label", tooLong: .unitIncompatible)
    /// docs/domain-rules.md §3: the note of a check-in or a day, and of a health entry (§12).
    public static let dayNote = TextRule(
        field: "note", kind: .body, limit: .characters(CheckInValidator.maximumNoteLength), noun: "a note", tooLong: .noteTooLong)
    /// docs/domain-rules.md §12 "To-dos".
    public static let todoTitle = TextRule(
        field: "title", kind: .line, limit: .characters(TodoValidator.maximumTitleLength), noun: "a to-do's title", tooLong: .nameTooLong)
    public static let todoNotes = TextRule(
        field: "notes", kind: .body, limit: .characters(TodoValidator.maximumNotesLength), noun: "a to-do's notes", tooLong: .noteTooLong)
    /// docs/domain-rules.md §12 "Notes".
    public static let noteTitle = TextRule(
        field: "title", kind: .line, limit: .characters(NoteValidator.maximumTitleLength), noun: "a note's title", tooLong: .nameTooLong)
    public static let noteContent = TextRule(
        field: "content", kind: .body, limit: .utf8Bytes(NoteValidator.maximumContentBytes), noun: "a note's content", tooLong: .noteTooLong)
    /// docs/domain-rules.md §12 "Money".
    public static let accountName = TextRule(
        field: "name", kind: .line, limit: .characters(MoneyAccount.maximumNameLength), noun: "an account's name", tooLong: .nameTooLong,
        invalid: .nameInvalid)
    public static let transactionNote = dayNote
    public static let transactionCategory = TextRule(
        field: "category", kind: .line, limit: .characters(MoneyTransaction.maximumCategoryLength), noun: "a category", tooLong: .nameTooLong)
}
