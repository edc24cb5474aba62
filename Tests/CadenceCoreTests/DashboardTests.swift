import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md §12 "Dashboard": each card's summary, values and last change, from
/// facts at their edges — an empty store, one entry, several currencies.
@Suite struct DashboardTests {
    let today = Day("2026-03-18")!
    let instant = Date(timeIntervalSince1970: 1_773_831_600)

    func facts(
        health: [HealthEntry] = [], accounts: [MoneyAccount] = [], transactions: [MoneyTransaction] = [],
        balances: [MoneyAmount] = [], todos: [Todo] = [], notes: [Note] = []
    ) -> DashboardFacts {
        DashboardFacts(
            today: today, todayList: TodayList(day: today, histories: [], weekStart: .monday) { _ in Streak(count: 0, unit: .day) },
            hasHabits: false, habitsChangedAt: nil, healthEntries: health, moneyAccounts: accounts,
            moneyTransactions: transactions, moneyBalances: balances, todos: todos, notes: notes)
    }

    @Test func anEmptyStoreHasFiveCardsAndNoLastChange() {
        let cards = Dashboard.cards(from: facts())
        #expect(cards.map(\.area) == DashboardArea.allCases)
        #expect(cards.map(\.summary) == ["No habits yet", "No health entries yet", "No accounts yet", "No to-dos yet", "No notes yet"])
        #expect(cards.allSatisfy { $0.lastUpdated == nil })
        #expect(cards.map(\.title) == ["Habits", "Health", "Money", "To-dos", "Notes"])
        #expect(cards.allSatisfy { !$0.icon.isEmpty })
    }

    @Test func healthShowsLastNightsSleepThenTodaysSteps() {
        let later = instant.addingTimeInterval(60)
        var entries = [
            HealthEntry(id: 1, type: .sleep, day: today.adding(days: -1), value: 6, createdAt: instant),
            HealthEntry(id: 2, type: .steps, day: today, value: 4_000, createdAt: instant),
            HealthEntry(id: 3, type: .steps, day: today, value: 4_432, createdAt: later),
            HealthEntry(id: 4, type: .weight, day: today.adding(days: -30), value: 71.5, createdAt: instant),
            HealthEntry(id: 5, type: .weight, day: today.adding(days: -3), value: 70.2, createdAt: instant),
        ]
        var card = Dashboard.healthCard(facts(health: entries))
        #expect(card.summary == "6 h sleep the night before · 4432 steps today", "a day's steps are its latest entry")
        #expect(card.metric["latestWeightKg"] == .number(70.2) && card.metric["entriesToday"] == .integer(2))
        #expect(card.lastUpdated == later)
        entries.append(HealthEntry(id: 6, type: .sleep, day: today, value: 7.24, createdAt: later))
        entries.append(HealthEntry(id: 7, type: .sleep, day: today, value: 0.04, createdAt: instant))
        card = Dashboard.healthCard(facts(health: entries))
        #expect(card.summary == "7.2 h sleep last night · 4432 steps today")
        #expect(card.metric["sleepHours"] == .number(7.24), "the night's latest entry, not the sum")
        let old = Dashboard.healthCard(facts(health: [entries[3]]))
        #expect(old.summary == "Nothing logged today" && old.metric["sleepHours"] == .null && old.lastUpdated == instant)
    }

    @Test func moneyTotalsStayPerCurrency() throws {
        let eur = try #require(Currency(code: "EUR"))
        let jpy = try #require(Currency(code: "JPY"))
        let accounts = [
            MoneyAccount(id: 1, name: "A", currency: eur, createdAt: instant),
            MoneyAccount(id: 2, name: "B", currency: jpy, createdAt: instant),
            MoneyAccount(id: 3, name: "C", currency: eur, createdAt: instant, updatedAt: instant.addingTimeInterval(5)),
        ]
        let balances = [
            try MoneyAmount(minorUnits: 1_050, currency: eur), try MoneyAmount(minorUnits: -300, currency: jpy),
            try MoneyAmount(minorUnits: -1, currency: eur),
        ]
        let recorded = instant.addingTimeInterval(9)
        let transaction = MoneyTransaction(id: 1, accountID: 2, day: today, amountMinorUnits: -300, createdAt: recorded)
        let card = Dashboard.moneyCard(facts(accounts: accounts, transactions: [transaction], balances: balances))
        #expect(card.summary == "3 accounts · 10.49 EUR · -300 JPY")
        #expect(card.metric["accounts"] == .integer(3) && card.metric["transactionsToday"] == .integer(1))
        #expect(card.lastUpdated == recorded)
    }

    @Test func toDosCountOverdueDueTodayAndOpen() {
        let done = instant.addingTimeInterval(100)
        let todos = [
            Todo(id: 1, title: "late", due: today.adding(days: -1), createdAt: instant),
            Todo(id: 2, title: "today", due: today, createdAt: instant),
            Todo(id: 3, title: "someday", createdAt: instant),
            Todo(id: 4, title: "done", due: today.adding(days: -5), completedAt: done, createdAt: instant, updatedAt: done),
        ]
        let card = Dashboard.todosCard(facts(todos: todos))
        #expect(card.summary == "1 overdue · 1 due today · 3 open")
        #expect(card.metric == ["open": .integer(3), "overdue": .integer(1), "dueToday": .integer(1), "completed": .integer(1)])
        #expect(card.lastUpdated == done)
        #expect(Dashboard.todosCard(facts(todos: [todos[3]])).summary == "Nothing open")
    }

    @Test func notesCountPinnedAndNameTheLatest() {
        let notes = [
            Note(id: 1, title: "Old", content: "", isPinned: true, createdAt: instant),
            Note(id: 2, title: "New", content: "", createdAt: instant, updatedAt: instant.addingTimeInterval(3)),
        ]
        let card = Dashboard.notesCard(facts(notes: notes))
        #expect(card.summary == "2 notes · 1 pinned" && card.metric["latestTitle"] == .text("New"))
        #expect(card.lastUpdated == instant.addingTimeInterval(3))
        #expect(Dashboard.notesCard(facts(notes: [notes[1]])).summary == "1 note")
    }
}
