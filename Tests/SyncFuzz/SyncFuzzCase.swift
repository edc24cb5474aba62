import CadenceTestSupport
import Foundation
import Hummingbird

/// One case of the sync fuzzer: a push, the answers it may get, and whether it may remove the
/// person's own rows (a delete, a merge).
struct SyncFuzzCase: Sendable {
    var name: String
    var entries: [SyncFuzzEntry]
    var allowed: Set<Int>
    var mayRemove = false

    /// What the fuzzer knows of the two people's documents (from their last pull).
    struct Known: Sendable {
        /// The person's live habits (global ids, sorted) and their names.
        var habits: [(gid: String, name: String)]
        /// The person's own (not preset) live categories.
        var categories: [String]
        /// The other person's habits, categories and check-ins.
        var foreignHabits: [String]
        var foreignCategories: [String]
        var foreignCheckIns: [String]
    }

    static let presets = ["Health", "Fitness", "Learning", "Social"]

    /// The kinds each round starts with, in turn: the three of issue #32 — a stamp from far ahead,
    /// a `merged` naming another person's habit, a preset renamed onto another's name — and a
    /// `merged` naming no habit.
    static let issueKinds = [0, 2, 11, 3]

    /// A random case over `known`, stamped around `now` (milliseconds); of kind `kind` when given.
    static func random(_ known: Known, now: Int64, kind: Int? = nil, using rng: inout SplitMix64) -> SyncFuzzCase {
        typealias E = SyncFuzzEntries
        let stamp = E.stamp(now)
        let day = "2026-06-1\(Int.random(in: 0...4, using: &rng))"
        let random = E.randomID(&rng)
        let own = known.habits.randomElement(using: &rng) ?? (gid: E.randomID(&rng), name: "none")
        let foreignHabit = known.foreignHabits.randomElement(using: &rng) ?? E.randomID(&rng)
        switch kind ?? Int.random(in: 0..<22, using: &rng) {
        case 0:
            // Stamps beyond the bound (docs/domain-rules.md §13 "Stamps from elsewhere"), in every place a stamp goes.
            let far =
                [
                    E.stamp(9_999_999_999_999, 999_999, device: "zz"), E.stamp(9_999_999_999_999), E.stamp(now + 3_600_000, 5),
                    E.stamp(Int64.random(in: (now + 600_000)...9_999_999_999_999, using: &rng), Int.random(in: 0...999_999, using: &rng)),
                ].randomElement(using: &rng) ?? stamp
            let carriers = [
                SyncFuzzEntry(space: "settings", key: "settings", value: E.fields(["timeZone": (E.json("UTC"), far)])),
                SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["description": (E.json("far"), far)])),
                SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields([:], deleted: far)),
                SyncFuzzEntry(space: "checkin", key: random, value: E.checkIn(habit: own.gid, day: day, at: now - 86_400_000, amount: 1, stamp: far)),
                SyncFuzzEntry(space: "dayset", key: "\(own.gid)/\(day)", value: E.daySet(stamp: far, rows: [])),
                SyncFuzzEntry(space: "category", key: "preset_social", value: E.fields(["order": ("7", far)])),
                SyncFuzzEntry(space: "achievement", key: "first_checkin", value: E.fields(["unlocked": ("true", far)])),
            ]
            let carrier = carriers.randomElement(using: &rng) ?? carriers[0]
            return SyncFuzzCase(name: "hostile stamp \(far) in \(carrier.space)", entries: [carrier], allowed: [422])
        case 1:
            let near = E.stamp(now + Int64.random(in: 0...120_000, using: &rng))
            return SyncFuzzCase(
                name: "a stamp a little ahead",
                entries: [SyncFuzzEntry(space: "settings", key: "settings", value: E.fields(["timeZone": (E.json("UTC"), near)]))],
                allowed: [200])
        case 2:
            return SyncFuzzCase(
                name: "merged names another person's habit",
                entries: [SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["merged": (E.json(foreignHabit), stamp)]))], allowed: [403])
        case 3:
            let target = [random, "0", "zzzz", own.gid + "x"].randomElement(using: &rng) ?? random
            return SyncFuzzCase(
                name: "merged names no habit (\(target))",
                entries: [SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["merged": (E.json(target), stamp)]))], allowed: [422])
        case 4:
            guard known.habits.count >= 2 else { fallthrough }
            let pair = known.habits.shuffled(using: &rng).prefix(2).sorted { $0.gid < $1.gid }
            return SyncFuzzCase(
                name: "merged names one of the person's own habits",
                entries: [SyncFuzzEntry(space: "habit", key: pair[1].gid, value: E.fields(["merged": (E.json(pair[0].gid), stamp)]))],
                allowed: [200], mayRemove: true)
        case 5:
            let category = known.foreignCategories.randomElement(using: &rng) ?? random
            return SyncFuzzCase(
                name: "a habit's category is another person's",
                entries: [SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["category": (E.json(category), stamp)]))], allowed: [403])
        case 6:
            return SyncFuzzCase(
                name: "a check-in of another person's habit",
                entries: [
                    SyncFuzzEntry(
                        space: "checkin", key: random, value: E.checkIn(habit: foreignHabit, day: day, at: now - 86_400_000, amount: 1, stamp: stamp))
                ],
                allowed: [403])
        case 7:
            return SyncFuzzCase(
                name: "a set's check-in id naming another person's habit",
                entries: [
                    SyncFuzzEntry(
                        space: "checkin", key: "\(foreignHabit)/\(day)@\(stamp)#0",
                        value: E.checkIn(habit: nil, day: day, at: 0, amount: 1, stamp: stamp, deleted: stamp))
                ],
                allowed: [403])
        case 8:
            let space = Bool.random(using: &rng) ? "dayrecord" : "dayset"
            let value = space == "dayset" ? E.daySet(stamp: stamp, rows: []) : E.fields(["note": (E.json("mine now"), stamp)])
            return SyncFuzzCase(
                name: "a \(space) of another person's habit", entries: [SyncFuzzEntry(space: space, key: "\(foreignHabit)/\(day)", value: value)],
                allowed: [403])
        case 9:
            return SyncFuzzCase(
                name: "a delete of one's own habit", entries: [SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields([:], deleted: stamp))],
                allowed: [200], mayRemove: true)
        case 10:
            let key = [foreignHabit, known.foreignCheckIns.randomElement(using: &rng) ?? foreignHabit].randomElement(using: &rng) ?? foreignHabit
            let space = key == foreignHabit ? "habit" : "checkin"
            let value =
                space == "habit" ? E.fields([:], deleted: stamp) : E.checkIn(habit: nil, day: day, at: 0, amount: 1, stamp: stamp, deleted: stamp)
            return SyncFuzzCase(
                name: "a delete of another person's \(space)", entries: [SyncFuzzEntry(space: space, key: key, value: value)], allowed: [403])
        case 11:
            let names = presets.shuffled(using: &rng)
            let key = "preset_" + names[0].lowercased()
            return SyncFuzzCase(
                name: "preset \(names[0]) renamed \(names[1])",
                entries: [SyncFuzzEntry(space: "category", key: key, value: E.fields(["name": (E.json(names[1]), stamp)]))], allowed: [200])
        case 12:
            guard let category = known.categories.randomElement(using: &rng) else { fallthrough }
            let name = presets.randomElement(using: &rng) ?? "Health"
            return SyncFuzzCase(
                name: "a category renamed \(name)",
                entries: [SyncFuzzEntry(space: "category", key: category, value: E.fields(["name": (E.json(name), stamp)]))], allowed: [200])
        case 13:
            guard known.habits.count >= 2 else { fallthrough }
            let pair = known.habits.shuffled(using: &rng).prefix(2)
            return SyncFuzzCase(
                name: "a habit renamed as another",
                entries: [
                    SyncFuzzEntry(
                        space: "habit", key: pair[pair.startIndex].gid, value: E.fields(["name": (E.json(pair[pair.startIndex + 1].name), stamp)]))
                ],
                allowed: [200], mayRemove: true)
        case 14:
            let later = E.stamp(now + 1)
            return SyncFuzzCase(
                name: "one key twice",
                entries: [
                    SyncFuzzEntry(space: "settings", key: "settings", value: E.fields(["timeZone": (E.json("Europe/Paris"), stamp)])),
                    SyncFuzzEntry(space: "settings", key: "settings", value: E.fields(["timeZone": (E.json("UTC"), later)])),
                    SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["description": (E.json("a"), stamp)])),
                    SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["description": (E.json("b"), stamp)])),
                ], allowed: [200])
        case 15:
            let huge = [
                SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["description": (E.json(String(repeating: "d", count: 70_000)), stamp)])),
                SyncFuzzEntry(
                    space: "dayrecord", key: "\(own.gid)/\(day)", value: E.fields(["note": (E.json(String(repeating: "n", count: 1_001)), stamp)])),
                SyncFuzzEntry(
                    space: "dayset", key: "\(own.gid)/\(day)",
                    value: E.daySet(stamp: stamp, rows: Array(repeating: (now - 86_400_000, 1.0), count: 5_000))),
                SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["name": (E.json(String(repeating: "x", count: 500)), stamp)])),
            ]
            return SyncFuzzCase(name: "a huge value", entries: [huge.randomElement(using: &rng) ?? huge[0]], allowed: [422])
        case 16:
            let spaces = ["habit", "category", "settings", "dayrecord", "checkin", "dayset", "achievement", "meta", "link.habit", ""]
            let keys = [random, own.gid, foreignHabit, "settings", "\(own.gid)/\(day)", "\(random)/\(day)", "../x", "preset_health", ""]
            let values = [
                "{}", "[]", "null", "{\"fields\":{}}", "{\"fields\":{\"x\":{\"v\":\"1\",\"t\":\"\(stamp)\"}}}", "{\"event\":null}",
                "{\"t\":\"\(stamp)\",\"rows\":[{\"at\":-1,\"amount\":1}]}", "{\"fields\":{\"order\":{\"v\":\"-5\",\"t\":\"\(stamp)\"}}}",
            ]
            let entry = SyncFuzzEntry(
                space: spaces.randomElement(using: &rng) ?? "", key: keys.randomElement(using: &rng) ?? "",
                value: values.randomElement(using: &rng) ?? "")
            return SyncFuzzCase(name: "junk \(entry.space) \(entry.key) \(entry.value)", entries: [entry], allowed: [200, 403, 422])
        case 17:
            guard known.habits.count >= 2 else { fallthrough }
            let pair = known.habits.shuffled(using: &rng).prefix(2).map(\.gid)
            return SyncFuzzCase(
                name: "two habits merged into each other",
                entries: [
                    SyncFuzzEntry(space: "habit", key: pair[0], value: E.fields(["merged": (E.json(pair[1]), stamp)])),
                    SyncFuzzEntry(space: "habit", key: pair[1], value: E.fields(["merged": (E.json(pair[0]), stamp)])),
                ], allowed: [200], mayRemove: true)
        case 18:
            let preset = "preset_" + (presets.randomElement(using: &rng) ?? "Health").lowercased()
            return SyncFuzzCase(
                name: "a delete of a preset category", entries: [SyncFuzzEntry(space: "category", key: preset, value: E.fields([:], deleted: stamp))],
                allowed: [422])
        case 19:
            // A valid entry, then a foreign one: the whole push is refused.
            return SyncFuzzCase(
                name: "a valid entry and a foreign one",
                entries: [
                    SyncFuzzEntry(space: "habit", key: own.gid, value: E.fields(["description": (E.json("changed"), stamp)])),
                    SyncFuzzEntry(space: "dayrecord", key: "\(foreignHabit)/\(day)", value: E.fields(["skipped": ("true", stamp)])),
                ], allowed: [403])
        case 20:
            return SyncFuzzCase(
                name: "merged names another person's category",
                entries: [
                    SyncFuzzEntry(
                        space: "category", key: known.categories.first ?? random,
                        value: E.fields(["merged": (E.json(known.foreignCategories.first ?? random), stamp)]))
                ], allowed: [403, 422])
        default:
            return SyncFuzzCase(
                name: "a check-in of a habit no one has",
                entries: [
                    SyncFuzzEntry(
                        space: "checkin", key: random,
                        value: E.checkIn(habit: E.randomID(&rng), day: day, at: now - 86_400_000, amount: 1, stamp: stamp))
                ],
                allowed: [200])
        }
    }
}
