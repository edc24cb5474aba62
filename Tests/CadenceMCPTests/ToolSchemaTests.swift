import CadenceCore
import MCP
import Testing

@testable import CadenceMCP

/// `ToolSchema.read(_:)`: the one place a tool's JSON becomes domain values
/// (docs/domain-rules.md §7 "Numbers at the boundary", §11 "Strict arguments").
@Suite struct ToolSchemaTests {
    let schema = ToolSchema([
        ToolParameter("name", .text(maxLength: 5, nonEmpty: true), "A name.", required: true),
        ToolParameter("amount", .number, "An amount."),
        ToolParameter("count", .integer(1...7), "A count."),
        ToolParameter("flag", .boolean, "A flag."),
        ToolParameter("date", .day, "A day."),
        ToolParameter("time", .time, "A time."),
        ToolParameter("period", .choice(["day", "week"]), "A period."),
        ToolParameter("remind", .times(maxItems: 2), "Times."),
    ])

    func refusal(_ arguments: [String: Value]) -> String? {
        do {
            _ = try schema.read(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func readsEveryKind() throws {
        let arguments = try schema.read([
            "name": "Run", "amount": 2.5, "count": 7, "flag": true, "date": "-2", "time": "7:05", "period": "week",
            "remind": ["07:00", "21:30"],
        ])
        #expect(arguments.text("name") == "Run")
        #expect(arguments.number("amount") == 2.5)
        #expect(arguments.integer("count") == 7)
        #expect(arguments.flag("flag"))
        #expect(arguments.day("date") == .relative(-2))
        #expect(arguments.time("time")?.hour == 7 && arguments.time("time")?.minute == 5)
        #expect(arguments.text("period") == "week")
        #expect(arguments.times("remind")?.map(\.minute) == [0, 30])
    }

    @Test func nullIsAbsentAndAbsentIsFalse() throws {
        let arguments = try schema.read(["name": "Run", "amount": .null, "flag": .null])
        #expect(!arguments.has("amount"))
        #expect(!arguments.flag("flag"))
        #expect(refusal(["name": .null])?.contains("'name' is required") == true)
    }

    @Test func refusesUnknownNamesAndWrongKinds() {
        #expect(refusal(["name": "Run", "user": 2])?.contains("unknown argument 'user'") == true)
        #expect(refusal(["name": 3]) == "'name' must be a string")
        #expect(refusal(["name": "   "]) == "'name' must not be empty")
        #expect(refusal(["name": "Running"]) == "'name' is longer than 5 characters")
        #expect(refusal(["name": "Run", "amount": "3"]) == "'amount' must be a number")
        #expect(refusal(["name": "Run", "flag": 1]) == "'flag' must be true or false")
        #expect(refusal(["name": "Run", "period": "Week"])?.contains("one of day, week") == true)
        #expect(refusal(["name": "Run", "date": "someday"])?.contains("must be a day") == true)
        #expect(refusal(["name": "Run", "date": "2026-02-30"])?.contains("must be a day") == true)
        #expect(refusal(["name": "Run", "time": "24:00"])?.contains("HH:MM") == true)
        #expect(refusal(["name": "Run", "remind": ["07:00", "08:00", "09:00"]])?.contains("at most 2") == true)
        #expect(refusal(["name": "Run", "remind": ["7am"]])?.contains("HH:MM") == true)
    }

    @Test func integersAreWholeAndInRangeWithoutTrapping() throws {
        #expect(try schema.read(["name": "Run", "count": 2.0]).integer("count") == 2)
        for bad: Value in [2.5, 0, 8, -1, .double(1e19), .double(-1e300), .int(Int.max), .int(Int.min)] {
            #expect(refusal(["name": "Run", "count": bad])?.contains("whole number from 1 to 7") == true, "\(bad)")
        }
    }

    @Test func numbersKeepTheirExtremesForTheDomainToJudge() throws {
        #expect(try schema.read(["name": "Run", "amount": .double(1e308)]).number("amount") == 1e308)
        #expect(try schema.read(["name": "Run", "amount": .double(-0.0)]).number("amount")?.sign == .plus)
        #expect(try schema.read(["name": "Run", "amount": .int(Int.min)]).number("amount") == Double(Int.min))
    }

    @Test func theSchemaSaysWhatTheCheckEnforces() throws {
        let value = try #require(schema.value.objectValue)
        #expect(value["additionalProperties"] == false)
        #expect(value["required"] == ["name"])
        let count = try #require(value["properties"]?.objectValue?["count"]?.objectValue)
        #expect(count["type"] == "integer" && count["minimum"] == 1 && count["maximum"] == 7)
        let time = try #require(value["properties"]?.objectValue?["time"]?.objectValue)
        #expect(time["pattern"] == .string(ToolParameter.timePattern))
    }
}
