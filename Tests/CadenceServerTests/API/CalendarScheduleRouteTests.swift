import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// docs/domain-rules.md §16 Schedules by the month and by the fortnight through
/// `/api/v1/habits`: the three JSON shapes in and out (checked against openapi.yaml by the test
/// client), a patch, Today's due flags, and the bounds as 422 problems with stable codes.
@Suite struct CalendarScheduleRouteTests {
    @Test func createsPatchesAndListsTheSchedules() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let bills = try await alice.post(
                "/api/v1/habits", #"{"name": "Bills", "schedule": {"type": "daysOfMonth", "days": [15, -1, 1]}}"#)
            #expect(bills.status == .created)
            #expect(bills.json["schedule"] == .object(["type": .string("daysOfMonth"), "days": .array([.number(1), .number(15), .number(-1)])]))
            let review = try await alice.post(
                "/api/v1/habits", #"{"name": "Review", "schedule": {"type": "nthWeekday", "week": -1, "weekday": "fri"}}"#)
            #expect(review.status == .created)
            #expect(review.json["schedule"] == .object(["type": .string("nthWeekday"), "week": .number(-1), "weekday": .string("fri")]))
            let run = try await alice.post(
                "/api/v1/habits", #"{"name": "Run", "schedule": {"type": "everyNWeeks", "weeks": 2, "weekdays": ["thu", "mon"]}}"#)
            #expect(run.status == .created)
            #expect(
                run.json["schedule"]
                    == .object(["type": .string("everyNWeeks"), "weeks": .number(2), "weekdays": .array([.string("mon"), .string("thu")])]))
            let patched = try await alice.patch(
                "/api/v1/habits/\(try review.int("id"))", #"{"schedule": {"type": "nthWeekday", "week": 3, "weekday": "mon"}}"#)
            #expect(patched.status == .ok)
            #expect(patched.json["schedule"]?["week"]?.numberValue == 3)
            // 2026-06-15 is the 15th, the 3rd Monday of June, in Run's start week.
            let today = try await alice.get("/api/v1/today")
            let due = (today.json["habits"]?.arrayValue ?? []).filter { $0["due"] == .bool(true) }.compactMap { $0["name"]?.stringValue }
            #expect(due.sorted() == ["Bills", "Review", "Run"])
        }
    }

    @Test func boundsAreProblemsWithStableCodes() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let cases: [(String, String)] = [
                (#"{"type": "daysOfMonth", "days": [0]}"#, "daysOfMonthOutOfRange"),
                (#"{"type": "daysOfMonth", "days": [32, 1]}"#, "daysOfMonthOutOfRange"),
                (#"{"type": "daysOfMonth", "days": []}"#, "daysOfMonthOutOfRange"),
                (#"{"type": "nthWeekday", "week": 6, "weekday": "tue"}"#, "nthWeekdayOutOfRange"),
                (#"{"type": "nthWeekday", "week": 0, "weekday": "tue"}"#, "nthWeekdayOutOfRange"),
                (#"{"type": "everyNWeeks", "weeks": 53, "weekdays": ["mon"]}"#, "everyNWeeksOutOfRange"),
                (#"{"type": "everyNWeeks", "weeks": 2, "weekdays": []}"#, "weekdaysEmpty"),
            ]
            for (schedule, code) in cases {
                let response = try await alice.post("/api/v1/habits", #"{"name": "X", "schedule": "# + schedule + "}")
                #expect(response.status == .unprocessableContent, "\(schedule)")
                #expect(response.code == code, "\(schedule)")
            }
            let badName = try await alice.post(
                "/api/v1/habits", #"{"name": "X", "schedule": {"type": "nthWeekday", "week": 2, "weekday": "funday"}}"#)
            #expect(badName.status == .badRequest)
            #expect(try await alice.get("/api/v1/habits").json.arrayValue?.isEmpty == true)
        }
    }
}
