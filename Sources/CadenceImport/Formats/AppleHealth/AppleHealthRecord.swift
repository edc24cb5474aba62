import CadenceCore
import Foundation

/// What one `<Record …/>` of Apple Health's export adds to the day totals (docs/domain-rules.md
/// §20 Health import from the phone): steps, asleep stages, body mass, dietary
/// water and mindful sessions; every other record type is passed over without a word.
enum AppleHealthRecord {
    /// Adds the record `tag` to `aggregator`; refuses a record of a known type whose dates or
    /// value cannot be read.
    static func add(_ tag: HealthXMLTag, to aggregator: inout HealthDayAggregator) throws {
        guard let metric = metric(of: tag) else { return }
        guard let startRaw = tag.value("startDate"), let endRaw = tag.value("endDate") else {
            throw HealthXMLError(offset: tag.offset, "a Record without startDate or endDate")
        }
        guard let start = HealthTimestamp.seconds(startRaw), let end = HealthTimestamp.seconds(endRaw) else {
            throw HealthXMLError(
                offset: tag.offset,
                "a Record whose dates are not like 2024-03-31 01:30:00 +0100: "
                    + "\(InputExcerpt.quoted(tag.string("startDate") ?? "")) – \(InputExcerpt.quoted(tag.string("endDate") ?? ""))")
        }
        // Well-formed but impossible: one such record (a clock change on the phone) does not refuse years of data.
        guard end >= start else { return aggregator.skip("records that end before they start") }
        let source = tag.string("sourceName") ?? ""
        switch metric {
        case .sleep:
            guard isAsleep(tag) else { return aggregator.skip("sleep records in bed or awake (not asleep)") }
            aggregator.add(.sleep, source: source, day: aggregator.day(of: end), amount: Double(end - start) / 3_600)
        case .mindful:
            aggregator.add(.mindful, source: source, day: aggregator.day(of: start), amount: Double(end - start) / 60)
        case .steps, .water, .weight:
            guard let text = tag.string("value"), let number = Double(text), number.isFinite, number >= 0 else {
                throw HealthXMLError(offset: tag.offset, "a Record whose value is not a number: \(InputExcerpt.quoted(tag.string("value") ?? ""))")
            }
            let unit = tag.string("unit") ?? ""
            guard let factor = factor(of: unit, for: metric) else {
                return aggregator.skip("\(metric == .water ? "water" : "body mass") records in the unit '\(InputExcerpt.excerpt(unit))'")
            }
            let day = aggregator.day(of: start)
            if metric == .weight {
                aggregator.addWeight(day: day, seconds: start, kilograms: number * factor)
            } else {
                aggregator.add(metric, source: source, day: day, amount: number * factor)
            }
        }
    }

    private static func metric(of tag: HealthXMLTag) -> HealthDayAggregator.Metric? {
        if tag.has("type", equalTo: "HKQuantityTypeIdentifierStepCount") { return .steps }
        if tag.has("type", equalTo: "HKCategoryTypeIdentifierSleepAnalysis") { return .sleep }
        if tag.has("type", equalTo: "HKQuantityTypeIdentifierBodyMass") { return .weight }
        if tag.has("type", equalTo: "HKQuantityTypeIdentifierDietaryWater") { return .water }
        if tag.has("type", equalTo: "HKCategoryTypeIdentifierMindfulSession") { return .mindful }
        return nil
    }

    /// The asleep stages: `Asleep` (before iOS 16), `AsleepUnspecified`, `AsleepCore`,
    /// `AsleepDeep`, `AsleepREM`. `InBed` and `Awake` are not sleep.
    private static func isAsleep(_ tag: HealthXMLTag) -> Bool {
        tag.has("value", equalTo: "HKCategoryValueSleepAnalysisAsleep")
            || tag.has("value", equalTo: "HKCategoryValueSleepAnalysisAsleepUnspecified")
            || tag.has("value", equalTo: "HKCategoryValueSleepAnalysisAsleepCore")
            || tag.has("value", equalTo: "HKCategoryValueSleepAnalysisAsleepDeep")
            || tag.has("value", equalTo: "HKCategoryValueSleepAnalysisAsleepREM")
    }

    /// The factor from Apple's unit to Cadence's stored unit (steps: `count`; water: mL; weight: kg).
    static func factor(of unit: String, for metric: HealthDayAggregator.Metric) -> Double? {
        switch metric {
        case .steps: ["count": 1, "": 1][unit]
        case .water:
            ["mL": 1, "L": 1_000, "cL": 10, "dL": 100, "fl_oz_us": 29.573_529_562_5, "fl_oz_imp": 28.413_062_5, "cup_us": 236.588_236_5][unit]
        case .weight: ["kg": 1, "g": 0.001, "lb": 0.453_592_37, "st": 6.350_293_18][unit]
        case .sleep, .mindful: 1
        }
    }
}
