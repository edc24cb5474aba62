import CadenceCore
import CadenceHTTP
import CadenceServices

/// What every page about one habit starts from: the signed-in user, the habit named by the
/// path's `{id}`, the user's settings and calendar, and today in that calendar.
struct HabitPageContext {
    let user: UserID
    let habit: Habit
    let settings: UserSettings
    let calendar: UserCalendar
    let today: Day

    /// Loads it for `visit` (sign-in required; another user's habit is not found).
    init(_ visit: WebVisit, context: CadenceRequestContext, dependencies: ServerDependencies) async throws {
        user = try visit.user()
        let id = try PathParameters(context: context).id("id", of: "habit")
        habit = try await dependencies.service.habit(id, of: user)
        settings = try await dependencies.service.settings(of: user)
        calendar = try UserCalendar(settings: settings)
        today = calendar.day(containing: dependencies.now)
    }
}
