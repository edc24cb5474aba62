import CadenceHTTP
import Hummingbird

/// The REST API's routes (docs/api.md): `/healthz`, `/readyz` and `/api/openapi.yaml`, then `/api/v1` —
/// sign-up, sign-in and sign-out open to anyone, everything else for a signed-in user only.
/// `cadence serve` adds them to its router after `ProblemMiddleware`.
package enum APIRoutes {
    package static func add(to router: Router<CadenceRequestContext>, dependencies: APIDependencies) {
        router.addRoutes(HealthController(document: dependencies.document, readiness: dependencies.shared.configuration.readiness).endpoints)
        router.addRoutes(CalendarFeedController(dependencies: dependencies).feedEndpoints, atPath: "calendar")

        let api = router.group("api/v1")
            .add(middleware: AuthenticationMiddleware(accounts: dependencies.accounts, environment: dependencies.environment))
        api.addRoutes(AuthController(dependencies: dependencies).endpoints, atPath: "auth")

        let signedIn = api.group().add(middleware: RequireSignInMiddleware())
        signedIn.addRoutes(AccountController(dependencies: dependencies).endpoints)
        signedIn.addRoutes(HabitController(dependencies: dependencies).endpoints, atPath: "habits")
        signedIn.addRoutes(CheckInController(dependencies: dependencies).endpoints)
        signedIn.addRoutes(NamedCheckInController(dependencies: dependencies).endpoints)
        signedIn.addRoutes(InsightsController(dependencies: dependencies).endpoints)
        signedIn.addRoutes(CategoryController(dependencies: dependencies).endpoints, atPath: "categories")
        signedIn.addRoutes(PresetController().endpoints, atPath: "presets")
        signedIn.addRoutes(SettingsController(dependencies: dependencies).endpoints, atPath: "settings")
        signedIn.addRoutes(ImportExportController(dependencies: dependencies).endpoints)
        signedIn.addRoutes(HealthEntryController(dependencies: dependencies).endpoints, atPath: "health")
        signedIn.addRoutes(TodoController(dependencies: dependencies).endpoints, atPath: "todos")
        signedIn.addRoutes(RoutineController(dependencies: dependencies).endpoints, atPath: "routines")
        signedIn.addRoutes(MoneyAccountController(dependencies: dependencies).endpoints, atPath: "accounts")
        signedIn.addRoutes(DashboardController(dependencies: dependencies).endpoints, atPath: "dashboard")
        signedIn.addRoutes(NoteController(dependencies: dependencies).endpoints, atPath: "notes")
        signedIn.addRoutes(ReminderController(dependencies: dependencies).habitEndpoints, atPath: "habits")
        signedIn.addRoutes(ReminderController(dependencies: dependencies).endpoints, atPath: "reminders")
        signedIn.addRoutes(PauseController(dependencies: dependencies).endpoints, atPath: "pauses")
        signedIn.addRoutes(CalendarFeedController(dependencies: dependencies).endpoints, atPath: "calendar-feed")
        signedIn.addRoutes(NotifyController(dependencies: dependencies).endpoints, atPath: "notify")
        signedIn.addRoutes(WebhookController(dependencies: dependencies).endpoints, atPath: "webhooks")
        signedIn.addRoutes(PushController(dependencies: dependencies).endpoints, atPath: "push")
        signedIn.addRoutes(SyncController(dependencies: dependencies).endpoints, atPath: "sync")
        signedIn.addRoutes(PartnerController(dependencies: dependencies).endpoints, atPath: "partners")
        signedIn.addRoutes(PartnerController(dependencies: dependencies).habitEndpoints, atPath: "habits")
        signedIn.addRoutes(NudgeController(dependencies: dependencies).partnerEndpoints, atPath: "partners")
        signedIn.addRoutes(NudgeController(dependencies: dependencies).settingsEndpoints, atPath: "settings")
        signedIn.addRoutes(ChallengeController(dependencies: dependencies).endpoints, atPath: "challenges")
    }
}
