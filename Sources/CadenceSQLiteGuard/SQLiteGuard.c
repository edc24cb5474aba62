#include "CadenceSQLiteGuard.h"

#include <sqlite3.h>
#include <time.h>

_Static_assert(sizeof(intptr_t) >= 8, "the deadline travels in a pointer: 64-bit platforms only");

/// Milliseconds on the monotonic clock.
static int64_t cadence_now_milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000 + (int64_t)(now.tv_nsec / 1000000);
}

/// The progress handler: a non-zero answer interrupts the running statement (SQLITE_INTERRUPT).
/// The deadline travels in the handler's pointer argument itself, so nothing is allocated.
static int cadence_deadline_passed(void *deadline) {
    return cadence_now_milliseconds() >= (int64_t)(intptr_t)deadline ? 1 : 0;
}

int cadence_sqlite_guard(struct sqlite3 *db, int64_t time_limit_milliseconds) {
    int rc = sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, 1, (int *)0);
    if (rc != SQLITE_OK) return rc;
#ifdef SQLITE_DBCONFIG_TRUSTED_SCHEMA
    rc = sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, (int *)0);
    if (rc != SQLITE_OK) return rc;
#endif
    int64_t deadline = cadence_now_milliseconds() + time_limit_milliseconds;
    sqlite3_progress_handler(db, 1000, cadence_deadline_passed, (void *)(intptr_t)deadline);
    return SQLITE_OK;
}

int cadence_sqlite_is_defensive(struct sqlite3 *db) {
    int on = -1;
    if (sqlite3_db_config(db, SQLITE_DBCONFIG_DEFENSIVE, -1, &on) != SQLITE_OK) return -1;
    return on;
}

int cadence_sqlite_trusts_schema(struct sqlite3 *db) {
#ifdef SQLITE_DBCONFIG_TRUSTED_SCHEMA
    int on = -1;
    if (sqlite3_db_config(db, SQLITE_DBCONFIG_TRUSTED_SCHEMA, -1, &on) != SQLITE_OK) return -1;
    return on;
#else
    return -1;
#endif
}
