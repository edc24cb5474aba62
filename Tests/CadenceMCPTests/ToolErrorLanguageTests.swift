import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// docs/domain-rules.md §28 Errors in the person's language: a refused tool call's
/// text is in the account's language; its structured content (`code`, `message`) never changes.
@Suite struct ToolErrorLanguageTests {
    @Test func aRefusalSpeaksTheAccountsLanguageAndItsJSONStays() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Run"])
        let english = try await client.call("create_habit", ["name": "run"])
        #expect(english.isError == true && english.errorCode == "nameDuplicate")
        #expect(english.summary.hasPrefix("error: ") && !english.summary.contains("Fehler"), "\(english.summary)")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        let german = try await client.call("create_habit", ["name": "run"])
        #expect(german.isError == true && german.errorCode == "nameDuplicate")
        #expect(german.summary == "Fehler: Dieser Name ist schon vergeben.", "\(german.summary)")
        #expect(german.structuredContent == english.structuredContent)
        // Arguments refused before any service runs (`usage`) too, and an unknown habit.
        let usage = try await client.call("create_habit", [:])
        #expect(usage.errorCode == "usage" && usage.summary.hasPrefix("Fehler: So wird das nicht verwendet"), "\(usage.summary)")
        let missing = try await client.call("check_in", ["habit": "Nothing"])
        #expect(missing.errorCode == "notFound" && missing.summary == "Fehler: Dazu wurde nichts gefunden.", "\(missing.summary)")
        // Bob's account has no language: his tools stay English.
        let bob = try await fixture.client(for: fixture.bob)
        #expect(try await bob.call("check_in", ["habit": "Nothing"]).summary.hasPrefix("error: "))
        await fixture.stop()
    }

    /// The check-in tools and `today` answer in the account's language too; their JSON stays.
    @Test func checkInsAndTodaySpeakTheAccountsLanguage() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Lauf", "target": 5, "unit": "km"])
        let english = try await client.call("check_in", ["habit": "Lauf", "amount": 2.5])
        #expect(english.summary == "Checked in. Lauf: 2.5/5 km today", "\(english.summary)")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        let german = try await client.call("check_in", ["habit": "Lauf", "amount": 2.5])
        #expect(german.summary == "Eingetragen. Lauf: 5/5 km heute · Ziel erreicht", "\(german.summary)")
        let undone = try await client.call("undo_check_in", ["habit": "Lauf"])
        #expect(undone.summary == "2,5 km entfernt. Lauf: 2,5/5 km heute", "\(undone.summary)")
        let set = try await client.call("set_day_total", ["habit": "Lauf", "value": 1.25])
        #expect(set.summary == "Gesetzt. Lauf: 1,25/5 km heute", "\(set.summary)")
        #expect(set.structuredContent?.objectValue?["entries"]?.arrayValue?.first?.objectValue?["amount"] == 1.25)
        let today = try await client.call("today")
        #expect(today.summary.hasPrefix("0/1 heute erledigt (") && today.summary.hasSuffix("). Noch offen: Lauf."), "\(today.summary)")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "ja" }
        let skipped = try await client.call("skip_days", ["habit": "Lauf"])
        #expect(skipped.summary == "Laufを今日スキップしました。", "\(skipped.summary)")
        await fixture.stop()
    }

    /// The habit and to-do tools in the account's language; English keeps its wording.
    @Test func habitsAndToDosSpeakTheAccountsLanguage() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        #expect(try await client.call("list_habits").summary == "No habits yet.")
        #expect(try await client.call("list_todos").summary == "No to-dos.")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        #expect(try await client.call("list_habits").summary == "Noch keine Gewohnheiten.")
        let added = try await client.call("create_habit", ["name": "Lesen"])
        #expect(added.summary.hasPrefix("Lesen hinzugefügt (ID "), "\(added.summary)")
        #expect(try await client.call("list_habits").summary == "1 Gewohnheit: Lesen.")
        #expect(try await client.call("archive_habit", ["habit": "Lesen"]).summary == "Lesen archiviert. Der Verlauf bleibt erhalten.")
        let todo = try await client.call("add_todo", ["title": "Milch", "due": "today"])
        #expect(todo.summary.hasPrefix("Aufgabe #") && todo.summary.hasSuffix(" Milch hinzugefügt, fällig heute."), "\(todo.summary)")
        #expect(try await client.call("list_todos").summary.hasPrefix("1 Aufgabe (0 überfällig): #"))
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "ar" }
        _ = try await client.call("add_todo", ["title": "Brot"])
        let arabic = try await client.call("list_todos").summary
        #expect(arabic.hasPrefix("مهمتان ("), "\(arabic)")
        await fixture.stop()
    }

    /// Statistics, the overview, progress, reminders and pauses in the account's language.
    @Test func insightsRemindersAndPausesSpeakTheAccountsLanguage() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Lesen", "remind": ["07:00"]])
        let englishStats = try await client.call("habit_stats", ["habit": "Lesen", "days": 7])
        #expect(englishStats.summary.hasPrefix("Lesen: streak 0, best 0, success "), "\(englishStats.summary)")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        let stats = try await client.call("habit_stats", ["habit": "Lesen", "days": 7])
        #expect(stats.summary.hasPrefix("Lesen: Serie 0, Rekord 0, Erfolg "), "\(stats.summary)")
        #expect(stats.structuredContent == englishStats.structuredContent)
        #expect(try await client.call("overview").summary.hasPrefix("1 Gewohnheit."))
        #expect(try await client.call("progress").summary.hasPrefix("Level 1 ("))
        let reminders = try await client.call("list_reminders").summary
        #expect(reminders.hasPrefix("1 Erinnerung."), "\(reminders)")
        let paused = try await client.call("pause", ["from": "2026-06-01", "to": "2026-06-07"]).summary
        #expect(paused == "Lesen pausiert vom 1. Juni 2026 bis 7. Juni 2026.", "\(paused)")
        await fixture.stop()
    }

    /// Health, money and notes in the account's language.
    @Test func healthMoneyAndNotesSpeakTheAccountsLanguage() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let english = try await client.call("log_health", ["type": "sleep", "value": 7.5])
        #expect(english.summary == "Recorded sleep 7.5 h today.", "\(english.summary)")
        #expect(try await client.call("account_balances").summary == "No money accounts yet.")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        let german = try await client.call("log_health", ["type": "steps", "value": 8432])
        #expect(german.summary == "Schritte 8.432 Schritte heute eingetragen.", "\(german.summary)")
        let summary = try await client.call("health_summary").summary
        #expect(summary.hasPrefix("Mittel pro Tag mit Einträgen: Schlaf 7,5 h/Tag"), "\(summary)")
        #expect(try await client.call("account_balances").summary == "Noch keine Konten.")
        let note = try await client.call("add_note", ["title": "Idee", "content": "Mehr lesen"])
        #expect(note.summary.hasPrefix("Notiz #") && note.summary.hasSuffix(" Idee hinzugefügt."), "\(note.summary)")
        #expect(try await client.call("search_notes", ["query": "xyzzy"]).summary == "Keine Notiz passt.")
        await fixture.stop()
    }

    /// Partners, a challenge's standings and routines in the account's language.
    @Test func partnersChallengesAndRoutinesSpeakTheAccountsLanguage() async throws {
        let fixture = try await MCPFixture()
        let service = fixture.service
        let run = try await service.createHabit(HabitDraft(name: "Run"), for: fixture.alice)
        let invite = try await service.createPartnerInvite(for: fixture.alice)
        let partnership = try await service.acceptPartnerInvite(code: invite.code, by: fixture.bob)
        _ = try await service.shareHabit(run.id, withAll: false, partnerships: [partnership.id], amounts: false, for: fixture.alice)
        try await service.updateSettings(of: fixture.bob) { $0.locale = "de" }
        let bob = try await fixture.client(for: fixture.bob)
        let partners = try await bob.call("list_partners").summary
        #expect(partners.hasPrefix("1 Partner: alice (id "), "\(partners)")
        let progress = try await bob.call("partner_progress", ["partner": "alice"]).summary
        #expect(progress == "alice teilt 1 Gewohnheit: Run: heute noch offen, Serie 0.", "\(progress)")
        let today = try await service.today(for: fixture.alice)
        _ = try await service.createChallenge(
            name: "März", habit: HabitDraft(name: "Lauf"), start: today.adding(days: -2), end: today.adding(days: 10),
            invite: [partnership.id], for: fixture.alice)
        let standings = try await bob.call("challenge_standings").summary
        #expect(standings == "März: 1. alice 0 Tage.", "\(standings)")
        #expect(try await bob.call("list_routines").summary == "Noch keine Routinen.")
        await fixture.stop()
    }
}
