import CadenceCore
import Hummingbird
import Synchronization

/// The server's memory of cacheable pages (docs/web.md "HTTP caching"): per user, the calendar
/// read at a data revision (to know the user's day without reading the settings again), and per
/// browser session and page the last document sent with its `ETag`.
///
/// Like `DerivedResponseCache` (docs/architecture.md: a cache must always equal the derivation
/// from scratch), an entry is used only under its validator: the calendar while the user's data
/// revision is the one it was read at (settings changes raise it), a page while its `ETag` —
/// built from the user, the revision, the day, the session's CSRF token, the query, the theme and
/// this build (`PageValidator`) — is the one the request computes. One page per session and
/// path is kept; past `capacity` bytes of pages the cache starts over.
final class WebPageCache: Sendable {
    /// A user's calendar and the revision it was read at.
    private struct Calendar: Sendable {
        let revision: Int64
        let calendar: UserCalendar
        /// The account's language setting read with the calendar (docs/domain-rules.md §23).
        let locale: String?
    }

    /// One session's copy of one path.
    private struct PageKey: Hashable, Sendable {
        let user: UserID
        let session: String
        let path: String
    }

    /// A document sent and the tag it was sent with.
    private struct Page: Sendable {
        let etag: String
        let body: ByteBuffer
    }

    /// Everything behind the lock.
    private struct State: Sendable {
        var calendars: [UserID: Calendar] = [:]
        var pages: [PageKey: Page] = [:]
        var bytes = 0
    }

    /// Past this many bytes of pages, the pages are forgotten (a simple bound on memory).
    let capacity: Int
    /// Past this many users' calendars, the calendars are forgotten.
    let calendarCapacity: Int
    private let state = Mutex(State())
    /// Each user's Today facts at a revision (`TodayFactsCache`).
    let todayFacts = TodayFactsCache()

    init(capacity: Int = 32 << 20, calendarCapacity: Int = 10_000) {
        self.capacity = capacity
        self.calendarCapacity = calendarCapacity
    }

    /// The calendar and language setting of `user` read at `revision`, if they are the ones remembered.
    func calendar(of user: UserID, at revision: Int64) -> (calendar: UserCalendar, locale: String?)? {
        state.withLock { state in
            state.calendars[user].flatMap { $0.revision == revision ? ($0.calendar, $0.locale) : nil }
        }
    }

    /// Remembers the calendar and language setting of `user` read at `revision` (read after the revision was).
    func remember(_ calendar: UserCalendar, locale: String?, of user: UserID, at revision: Int64) {
        state.withLock { state in
            if state.calendars.count >= calendarCapacity && state.calendars[user] == nil { state.calendars = [:] }
            state.calendars[user] = Calendar(revision: revision, calendar: calendar, locale: locale)
        }
    }

    /// The document last sent for `path` to this session, when it was sent with `etag`.
    func page(user: UserID, session: String, path: String, etag: String) -> ByteBuffer? {
        state.withLock { state in
            state.pages[PageKey(user: user, session: session, path: path)].flatMap { $0.etag == etag ? $0.body : nil }
        }
    }

    /// Remembers the document sent for `path` to this session with `etag`.
    func store(_ body: ByteBuffer, etag: String, user: UserID, session: String, path: String) {
        state.withLock { state in
            let key = PageKey(user: user, session: session, path: path)
            if state.bytes + body.readableBytes > capacity {
                state.pages = [:]
                state.bytes = 0
            }
            state.bytes += body.readableBytes - (state.pages[key]?.body.readableBytes ?? 0)
            state.pages[key] = Page(etag: etag, body: body)
        }
    }

    /// How many bytes of pages are held (for tests).
    var pageBytes: Int { state.withLock { $0.bytes } }
}
