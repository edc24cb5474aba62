import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// The JSON-schema subset the contract is checked with.
@Suite struct JSONSchemaValidatorTests {
    let document = ContractChecker.document

    func violations(_ json: String, _ schema: String) throws -> [SchemaViolation] {
        document.violations(of: try JSONValue.parse(Data(json.utf8)), againstSchemaNamed: schema)
    }

    @Test func acceptsAConformingBody() throws {
        #expect(
            try violations(#"{"name": "Run", "unit": "km", "target": 5, "schedule": {"type": "weekdays", "days": [1, 3]}}"#, "HabitCreate").isEmpty)
        #expect(try violations(#"{"amount": 2.5, "date": "2026-06-01", "time": "07:30", "note": "x"}"#, "CheckInCreate").isEmpty)
    }

    @Test func refusesUnknownFields() throws {
        let found = try violations(#"{"name": "Run", "colour": "red"}"#, "HabitCreate")
        #expect(found.map(\.code) == ["unknownField"])
        #expect(found.first?.path == "colour")
    }

    @Test func refusesUnknownFieldsInNestedObjects() throws {
        let found = try violations(#"{"name": "Run", "schedule": {"type": "daily", "every": 2}}"#, "HabitCreate")
        #expect(found.map(\.code) == ["unknownField"])
        #expect(found.first?.path == "schedule.every")
    }

    @Test func checksTypesAndNullability() throws {
        #expect(try violations(#"{"name": 3}"#, "HabitCreate").map(\.code) == ["wrongType"])
        #expect(try violations(#"{"icon": null, "endDate": null}"#, "HabitCreate").isEmpty)
        #expect(try violations(#"{"name": null}"#, "HabitCreate").map(\.code) == ["wrongType"])
        #expect(try violations(#"{"target": "5"}"#, "HabitCreate").map(\.code) == ["wrongType"])
        #expect(try violations(#"{"timesPerDay": 2.5}"#, "HabitCreate").map(\.code) == ["wrongType"])
        #expect(try violations(#"{"timesPerDay": 2}"#, "HabitCreate").isEmpty)
    }

    @Test func checksEnumsFormatsPatternsAndRequired() throws {
        #expect(try violations(#"{"kind": "stop"}"#, "HabitCreate").map(\.code) == ["notAllowed"])
        #expect(try violations(#"{"startDate": "2026-02-30"}"#, "HabitCreate").map(\.code) == ["badFormat"])
        #expect(try violations(#"{"time": "25:00"}"#, "CheckInCreate").map(\.code) == ["badFormat"])
        #expect(try violations(#"{"from": "2026-01-01"}"#, "SkipRange").map(\.code) == ["missingField"])
        #expect(try violations(#"{"schedule": {"type": "weekdays", "days": [0]}}"#, "HabitCreate").map(\.code) == ["outOfRange"])
    }

    @Test func oneOfPicksTheMatchingShape() throws {
        #expect(try violations(#"{"schedule": {"type": "timesInDays", "count": 2, "length": 5}}"#, "HabitCreate").isEmpty)
        #expect(try violations(#"{"schedule": {"type": "fortnightly"}}"#, "HabitCreate").count == 1)
        #expect(try violations(#"{"schedule": {"type": "everyNDays"}}"#, "HabitCreate").map(\.code) == ["missingField"])
    }

    @Test func reportsAnUnknownSchema() throws {
        #expect(try violations("{}", "NoSuchSchema").map(\.code) == ["unresolvedReference"])
    }
}
