import Foundation

/// Typed reads of JSONSerialization objects, so assertions read as `habit.string("name") == "Run"`.
extension Dictionary where Key == String, Value == Any {
    func string(_ key: String) -> String? { self[key] as? String }
    func int(_ key: String) -> Int? { (self[key] as? NSNumber)?.intValue }
    func double(_ key: String) -> Double? { (self[key] as? NSNumber)?.doubleValue }
    func bool(_ key: String) -> Bool? { self[key] as? Bool }
    func isNull(_ key: String) -> Bool { self[key] is NSNull }
    func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
    func objects(_ key: String) -> [[String: Any]]? { self[key] as? [[String: Any]] }
    var keySet: Set<String> { Set(keys) }
}

/// The documented key sets of the JSON shapes (the contract the REST API shares).
enum Shape {
    /// `remind due` (docs/domain-rules.md §9).
    static let firing: Set<String> = ["habit", "reminderId", "day", "at", "localTime", "cancelled", "routine"]
    static let habit: Set<String> = [
        "id", "name", "description", "icon", "color", "categoryId", "category", "kind", "goalType", "unit", "target",
        "period", "timesPerDay", "schedule", "baseline", "startDate", "endDate", "reminders", "sortOrder", "archived",
        "presetId", "linkedHealth", "createdAt", "updatedAt",
    ]
    static let today: Set<String> = ["date", "done", "total", "habits"]
    static let todayItem: Set<String> = [
        "id", "name", "kind", "due", "total", "target", "unit", "complete", "skipped", "streak",
    ]
    static let stats: Set<String> = [
        "habit", "asOf", "window", "streak", "expected", "successes", "successRate", "completionRate",
        "completionCount", "score", "trend", "routines",
    ]
    static let trendBucket: Set<String> = ["from", "to", "completions", "completionRate"]
    static let entry: Set<String> = ["id", "date", "at", "amount", "unit", "note"]
    static let overview: Set<String> = ["id", "name", "streak", "bestStreak", "successRate", "score", "struggling"]
    static let error: Set<String> = ["code", "message"]
    static let dayRecord: Set<String> = ["habitId", "date", "skipped", "difficulty", "note"]
    static let category: Set<String> = ["id", "name", "preset", "sortOrder"]
    static let preset: Set<String> = [
        "id", "name", "category", "kind", "goalType", "unit", "target", "period", "icon", "color",
    ]
    static let settings: Set<String> = ["timeZone", "dayStart", "weekStart", "locale", "weekStartChosen", "clock"]
    static let calendarDay: Set<String> = ["date", "total", "checkIns", "due", "skipped", "level"]
}
