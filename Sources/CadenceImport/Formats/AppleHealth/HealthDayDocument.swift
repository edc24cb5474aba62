import CadenceCore
import Foundation

/// Turns day values read from a phone's health export into an `ImportDocument`
/// (docs/domain-rules.md §20 Health import from the phone): one health entry a day
/// for steps, sleep and weight, water as the day's total (in parts of at most 5,000 mL, the
/// largest drink), mindful minutes as check-ins of a "Mindful minutes" habit. Each entry's note
/// names the app and its instant is the day's noon UTC, so that importing the same export again
/// finds every entry already there. A day outside a type's sane range is not imported and counted.
enum HealthDayDocument {
    /// The habit mindful minutes are imported into (matched by this source id, then by name).
    static let mindfulSourceID = "apple-health:mindful-minutes"

    static func make(
        format: ImportFormat, fileName: String, app: String, values: [HealthDayAggregator.Metric: [Day: Double]],
        notImported: [String: Int]
    ) -> ImportDocument {
        var document = ImportDocument(format: format, fileName: fileName, notImported: notImported)
        for (day, steps) in (values[.steps] ?? [:]).sorted(by: { $0.key < $1.key }) {
            add(.steps, steps.rounded(), on: day, note: app, to: &document)
        }
        for (day, hours) in (values[.sleep] ?? [:]).sorted(by: { $0.key < $1.key }) where hours > 0 {
            add(.sleep, (hours * 60).rounded() / 60, on: day, note: app, to: &document)
        }
        for (day, kilograms) in (values[.weight] ?? [:]).sorted(by: { $0.key < $1.key }) {
            add(.weight, (kilograms * 100).rounded() / 100, on: day, note: app, to: &document)
        }
        for (day, millilitres) in (values[.water] ?? [:]).sorted(by: { $0.key < $1.key }) {
            let total = millilitres.rounded()
            guard total >= 1 else { continue }
            let parts = max(1, (total / 5_000).rounded(.up))
            for part in 0..<NumericBoundary.clamped(parts, rounding: .up, to: 1...1_000) {
                add(.water, total / parts, on: day, note: app, to: &document, second: part)
            }
        }
        let minutes = (values[.mindful] ?? [:]).sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value.rounded()) }
            .filter { $0.1 >= 1 }
        if !minutes.isEmpty {
            let draft = HabitDraft(
                name: "Mindful minutes", icon: "🧘", color: "purple", goal: Goal(type: .time, unit: "min", target: 10),
                sourceID: mindfulSourceID)
            document.habits.append(
                SourceHabit(
                    location: "mindful sessions", draft: draft, position: 0,
                    checkIns: minutes.map { SourceCheckIn(day: $0.0, amount: $0.1, note: app) }))
        }
        return document
    }

    /// Adds one entry, or counts its day as not imported when the value is outside the sane range.
    private static func add(
        _ type: HealthType, _ value: Double, on day: Day, note: String, to document: inout ImportDocument, second: Int = 0
    ) {
        guard HealthQuantity.range(of: type).contains(value) else {
            document.skipEntry("\(type.rawValue) days outside the sane range")
            return
        }
        let noon = Date(timeIntervalSince1970: TimeInterval(day.ordinal * 86_400 + 43_200 + second))
        document.health.append(HealthEntry(type: type, day: day, value: value, note: note, createdAt: noon))
    }
}
