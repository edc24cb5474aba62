import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// Absent optional fields of the contract's shapes are written as `null`, never left out, and
/// read back from `null` or a missing key alike (docs/architecture.md "One contract").
@Suite struct NullWhenAbsentTests {
    private struct Shape: Codable, Equatable {
        var name: String
        @NullWhenAbsent var note: String?
        @NullWhenAbsent var day: Day?
    }

    private func text(_ value: some Encodable) throws -> String {
        String(decoding: try ContractJSON.encoder(pretty: false).encode(value), as: UTF8.self)
    }

    @Test func absentIsNullAndPresentIsTheValue() throws {
        #expect(try text(Shape(name: "a", note: nil, day: nil)) == #"{"day":null,"name":"a","note":null}"#)
        #expect(try text(Shape(name: "a", note: "n", day: Day("2026-03-08"))) == #"{"day":"2026-03-08","name":"a","note":"n"}"#)
    }

    @Test func nullAndAMissingKeyBothReadAsNil() throws {
        let decoder = ContractJSON.decoder()
        let fromNull = try decoder.decode(Shape.self, from: Data(#"{"name": "a", "note": null, "day": null}"#.utf8))
        let fromMissing = try decoder.decode(Shape.self, from: Data(#"{"name": "a"}"#.utf8))
        #expect(fromNull == Shape(name: "a", note: nil, day: nil))
        #expect(fromMissing == fromNull)
        let present = try decoder.decode(Shape.self, from: Data(#"{"name": "a", "note": "n", "day": "2026-03-08"}"#.utf8))
        #expect(present.note == "n")
        #expect(present.day == Day("2026-03-08"))
    }

    @Test func aWrongTypeIsStillAnError() {
        #expect(throws: (any Error).self) {
            try ContractJSON.decoder().decode(Shape.self, from: Data(#"{"name": "a", "note": 3}"#.utf8))
        }
    }

    @Test func aHabitWithoutIconOrEndDateWritesThemAsNull() throws {
        let habit = Habit(id: 1, name: "Read", startDay: Day(ordinal: 20_000))
        let json = try text(HabitJSON(habit, categories: []))
        for key in ["icon", "categoryId", "category", "unit", "baseline", "endDate", "presetId", "linkedHealth"] {
            #expect(json.contains("\"\(key)\":null"), "\(key) in \(json)")
        }
    }
}
