#ifndef CADENCE_SQLITE_GUARD_H
#define CADENCE_SQLITE_GUARD_H

#include <stdint.h>

struct sqlite3;

/// Hardens a connection to a SQLite file Cadence did not write (docs/domain-rules.md §7
/// "Other apps' files"): defensive mode on (SQLITE_DBCONFIG_DEFENSIVE), the schema untrusted
/// (SQLITE_DBCONFIG_TRUSTED_SCHEMA off: views and triggers may only call innocuous
/// functions), and every statement interrupted once `time_limit_milliseconds` have passed
/// since this call (a progress handler). `sqlite3_db_config` is variadic, which Swift cannot
/// call, hence this C file. Returns SQLITE_OK (0) or the first SQLite error code.
int cadence_sqlite_guard(struct sqlite3 *db, int64_t time_limit_milliseconds);

/// 1 when defensive mode is on for `db`, 0 when off, -1 when it cannot be read.
int cadence_sqlite_is_defensive(struct sqlite3 *db);

/// 1 when `db` trusts its schema, 0 when not, -1 when it cannot be read.
int cadence_sqlite_trusts_schema(struct sqlite3 *db);

#endif
