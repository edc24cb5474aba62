import Hummingbird

/// Every web page controller, added to the web group (docs/web.md).
enum WebRoutes {
    static func add(to web: RouterGroup<CadenceRequestContext>, dependencies: ServerDependencies) {
        web.addRoutes(WebAccountController(dependencies: dependencies).endpoints)
        web.addRoutes(TodayController(dependencies: dependencies).endpoints)
        web.addRoutes(HabitPagesController(dependencies: dependencies).endpoints)
        web.addRoutes(CompletionsController(dependencies: dependencies).endpoints)
        web.addRoutes(WebSettingsController(dependencies: dependencies).endpoints)
        web.addRoutes(AchievementsController(dependencies: dependencies).endpoints)
        web.addRoutes(OverviewController(dependencies: dependencies).endpoints)
        web.addRoutes(DataController(dependencies: dependencies).endpoints)
    }
}
