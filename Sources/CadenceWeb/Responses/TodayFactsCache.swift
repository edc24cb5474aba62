import CadenceCore
import Synchronization

/// What the Today page is rendered from besides the request (docs/web.md "HTTP caching"): the
/// today list, the categories, each measured habit's usual step and the routines (every one of
/// them changes only with the user's data revision).
struct TodayFacts: Sendable {
    let list: TodayList
    let categories: [Category]
    let usualSteps: [HabitID: Double]
    let routines: [Routine]
}

/// The server's memory of each user's `TodayFacts`, kept under the data revision they were
/// read at (like `WebPageCache` and the API's derived answers, docs/architecture.md: a cache
/// must always equal the derivation from scratch). An entry is used only while the user's
/// revision is the one it was read at — any change of the user's habits, check-ins, days,
/// categories or settings raises it, whoever writes — and it is still the list's day; then
/// a view of Today that is not the kept copy (another query: a category, a toast) is rendered
/// without deriving the list again. At most `capacity` users are kept, then it starts over.
final class TodayFactsCache: Sendable {
    private struct Entry: Sendable {
        let revision: Int64
        let facts: TodayFacts
    }

    let capacity: Int
    private let entries = Mutex<[UserID: Entry]>([:])

    init(capacity: Int = 10_000) {
        self.capacity = capacity
    }

    /// The facts of `user` read at `revision`, when they are still of `today`.
    func facts(of user: UserID, at revision: Int64, today: Day) -> TodayFacts? {
        entries.withLock { entries in
            entries[user].flatMap { $0.revision == revision && $0.facts.list.day == today ? $0.facts : nil }
        }
    }

    /// Remembers the facts of `user` read at `revision` (read after the revision was).
    func remember(_ facts: TodayFacts, of user: UserID, at revision: Int64) {
        entries.withLock { entries in
            if entries.count >= capacity && entries[user] == nil { entries = [:] }
            entries[user] = Entry(revision: revision, facts: facts)
        }
    }
}
