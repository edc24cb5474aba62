import CadenceCore

/// The button pressed in Today's form (docs/web.md "Today's form"): every tile's buttons share
/// `#today-form`, which carries the CSRF token and the day once, and each button is named for
/// its action with the habit's id as its value — `check-in=12` (the tile, or Mark done / Log
/// a slip), `log=12` (Log, with the amount typed in that tile), `undo=12`, `skip=12`,
/// `unskip=12`. Exactly one must be pressed.
struct TodayAction: Equatable {
    /// A button's name: the action it asks for.
    enum Kind: String, CaseIterable, Sendable {
        case checkIn = "check-in"
        case log, undo, skip, unskip
    }

    let kind: Kind
    let habit: HabitID

    /// The pressed button; a form with none, several, or a value that is not a habit id is refused.
    init(_ form: FormData) throws(PageRefusal) {
        let pressed = Kind.allCases.flatMap { kind in form.values(kind.rawValue).map { (kind, $0) } }
        guard pressed.count == 1, let first = pressed.first else {
            throw PageRefusal.badRequest("press one of Today's buttons (check-in, log, undo, skip or unskip)")
        }
        let (kind, text) = first
        guard let habit = HabitID(text), habit > 0 else {
            throw PageRefusal.badRequest("'\(text)' is not a habit id")
        }
        self.kind = kind
        self.habit = habit
    }

    /// The amount typed for this action's habit: the `amount` field that follows the hidden
    /// `for` field naming the habit (each measured tile has the pair); `nil` when blank (the
    /// habit's own amount, docs/domain-rules.md §3).
    func amount(in form: FormData) throws(CadenceError) -> Double? {
        var current: String?
        for field in form.fields {
            if field.name == "for" {
                current = field.value
            } else if field.name == "amount", current == String(habit) {
                var single = FormData()
                single.append("amount", field.value)
                return try single.number("amount")
            }
        }
        return nil
    }
}
