/// A refused operation: a typed code, the field it concerns, and a message that says how to fix it.
///
/// docs/domain-rules.md §7: every violation is a clear, typed error. Interfaces map `kind` to exit codes
/// and HTTP statuses in one place.
public struct CadenceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, stable across versions (used in JSON as `code`).
    public enum Code: String, Sendable, Codable, CaseIterable {
        case nameEmpty, nameTooLong, nameDuplicate, nameInvalid
        case targetInvalid, unitIncompatible, customUnitNotAllowed, baselineNotAboveLimit, baselineNotAllowed
        case timesPerDayNotAllowed, periodRequiresDailySchedule
        case weekdaysEmpty, weekdayOutOfRange, everyNDaysOutOfRange, timesPerWeekOutOfRange
        case timesPerMonthOutOfRange, timesInDaysOutOfRange, startAfterEnd
        case descriptionTooLong, colorInvalid, iconInvalid, reminderInvalid, presetUnknown
        case amountInvalid, difficultyOutOfRange, noteTooLong, checkInInFuture, checkInBeforeStart
        case habitLimitReached, presetCategoryLocked
        case timeZoneUnknown, dayStartOutOfRange, weekStartInvalid
        /// A language Cadence does not speak (docs/domain-rules.md §23).
        case localeUnsupported
        case notFound, ambiguous, nothingToUndo, dateRangeInvalid, timeInvalid, positionOutOfRange, habitArchived
        /// A concurrent change of the same user was saved first; nothing was written, try again.
        case concurrentChange
        /// A to-do completed again, or reopened while open (docs/domain-rules.md §12).
        case alreadyCompleted, notCompleted
        /// Money (docs/domain-rules.md §12): a code not on the ISO 4217 list; a user's 1,000th
        /// account.
        case currencyUnknown, accountLimitReached
        /// A notification channel whose URL Cadence cannot send to (docs/domain-rules.md §9).
        case channelInvalid
        /// A client id that is not 1–64 of `A–Z a–z 0–9 . _ : -`, or one already used for
        /// another habit (docs/domain-rules.md §3 "Client ids").
        case clientIdInvalid, clientIdReused
        /// Text holding a character its field refuses (`TextRule`, docs/domain-rules.md §7 "Text"):
        /// NUL anywhere, any control character in a one-line field, controls other than line
        /// breaks and tabs in a body.
        case textInvalid
        /// Sync (docs/sync.md): an entry that is not a well-formed document entry; an id another
        /// user holds (refused, HTTP 403); no server or token saved for `cadence sync`.
        case syncEntryInvalid, syncForeignID, syncNotConfigured
        /// A schedule that cannot be read: an unknown type, two schedules at once, `times`
        /// without `inDays` (`ScheduleText`, docs/domain-rules.md §2 "Schedules as input").
        case scheduleInvalid
        /// A yes/no habit's day already holds its times-per-day check-ins (docs/domain-rules.md §3
        /// "A yes/no day is complete"); an edit moving a one-value-a-day health entry onto a day
        /// holding one (docs/domain-rules.md §12 "Health").
        case dayComplete, dayTaken
        /// A restore of a record the trash does not hold: never deleted, restored already, or
        /// deleted over 30 days ago (docs/domain-rules.md "§14 Undo and the trash").
        case notInTrash
        /// A schedule by the month or by the fortnight out of its bounds: days of the month 1…31
        /// or -1, the n-th weekday's week 1…5 or -1, every 1…52 weeks (docs/domain-rules.md
        /// §16 Schedules by the month and by the fortnight).
        case daysOfMonthOutOfRange, nthWeekdayOutOfRange, everyNWeeksOutOfRange
        /// A check-in on a habit fed by health data: its days are the health entries'
        /// (docs/domain-rules.md "§18 Habits fed by health data").
        case habitLinked
        /// Webhooks (docs/domain-rules.md "§21 Outgoing events (webhooks)"): an
        /// event name Cadence does not send; a URL it cannot send to; a person's 11th endpoint.
        case webhookEventUnknown, webhookUrlInvalid, webhookLimitReached
        /// Partners (docs/domain-rules.md "§25 Partners and shared habits"): partnering
        /// is off on this server; an invite code nobody made; one's own code; an expired or used
        /// code; two accounts already partners; too many invites in a day; too many partners.
        case partnersOff, partnerInviteUnknown, partnerInviteOwn, partnerInviteExpired, partnerInviteUsed
        case alreadyPartners, partnerInviteLimitReached, partnerLimitReached
        /// Challenges (docs/domain-rules.md "§26 Challenges"): a bad name or range, or
        /// too many members; joining twice.
        case challengeInvalid, challengeJoined
        /// Nudges (docs/domain-rules.md "§27 Nudges and partner news"): a second
        /// nudge of the same habit on the receiver's same day; quiet hours out of range.
        case nudgeAlreadySent, newsSettingsInvalid
    }

    /// How an interface should treat the error.
    public enum Kind: String, Sendable {
        case validation, notFound, conflict, forbidden
    }

    public let code: Code
    /// The input field at fault (`name`, `target`, `schedule`, …), when there is one.
    public let field: String?
    public let message: String

    public init(_ code: Code, field: String? = nil, _ message: String) {
        self.code = code
        self.field = field
        self.message = message
    }

    public var kind: Kind {
        switch code {
        case .notFound, .notInTrash: .notFound
        case .nameDuplicate, .ambiguous, .habitArchived, .concurrentChange, .alreadyCompleted, .notCompleted, .clientIdReused,
            .dayComplete, .dayTaken, .habitLinked:
            .conflict
        case .partnerInviteExpired, .partnerInviteUsed, .alreadyPartners, .partnerLimitReached, .challengeJoined, .nudgeAlreadySent: .conflict
        case .partnerInviteUnknown: .notFound
        case .syncForeignID, .partnersOff: .forbidden
        default: .validation
        }
    }

    public var description: String { message }
}
