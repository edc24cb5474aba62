import CadenceStorage

// The stored value records the front ends read (docs/architecture.md "The one writer"). Front
// ends depend on CadenceServices only, never on CadenceStorage, so that no store can be named
// there; these aliases let them name the values the services answer.

/// A server account (docs/domain-rules.md §8).
public typealias Account = CadenceStorage.Account
/// An account's role: the owner or a member.
public typealias AccountRole = CadenceStorage.AccountRole
/// An account with its password hash, as a sign-in checks it.
public typealias AccountCredentials = CadenceStorage.AccountCredentials
/// A refused account operation.
public typealias AccountError = CadenceStorage.AccountError
/// The rules of usernames, passwords and token names.
public typealias AccountValidator = CadenceStorage.AccountValidator
/// A new account's request.
public typealias NewAccount = CadenceStorage.NewAccount
/// A browser session.
public typealias Session = CadenceStorage.Session
/// A personal API token.
public typealias APIToken = CadenceStorage.APIToken
/// A credential with its user's data revision.
public typealias Authenticated = CadenceStorage.Authenticated
/// An import-log entry.
public typealias ImportRecord = CadenceStorage.ImportRecord
/// A money account's balance.
public typealias MoneyAccountBalance = CadenceStorage.MoneyAccountBalance
/// A paused range of days.
public typealias PauseRange = CadenceStorage.PauseRange
/// An unlocked achievement.
public typealias AchievementUnlock = CadenceStorage.AchievementUnlock
/// The active-habit limit (docs/domain-rules.md §7).
public typealias HabitLimits = CadenceStorage.HabitLimits
/// The kinds of record a delete keeps in the trash (docs/domain-rules.md "§14 Undo and the trash").
public typealias TrashKind = CadenceStorage.TrashKind
/// A provider's person linked to an account (docs/domain-rules.md "§24 OpenID Connect sign-in").
public typealias OIDCIdentity = CadenceStorage.OIDCIdentity
/// An OpenID Connect sign-in started and not finished.
public typealias OIDCPendingSignIn = CadenceStorage.OIDCPendingSignIn
/// What finishing an OpenID Connect sign-in does (sign in, or link from Settings).
public typealias OIDCSignInPurpose = CadenceStorage.OIDCPendingSignIn.Purpose
