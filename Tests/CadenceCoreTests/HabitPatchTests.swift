import CadenceCore
import Testing

/// The habit-edit rule, once for every interface (docs/domain-rules.md §2 "Editing a habit").
@Suite struct HabitPatchTests {
    private func applied(_ patch: HabitPatch, to draft: HabitDraft = HabitDraft(name: "Run")) -> HabitDraft {
        var draft = draft
        patch.apply(to: &draft)
        return draft
    }

    private func patch(_ change: (inout HabitPatch) -> Void) -> HabitPatch {
        var patch = HabitPatch()
        change(&patch)
        return patch
    }

    @Test func anEmptyPatchChangesNothing() {
        let draft = HabitDraft(name: "Run", icon: "🏃", goal: Goal(type: .distance, unit: "km", target: 5), endDay: Day("2026-12-31"))
        #expect(applied(HabitPatch(), to: draft) == draft)
    }

    @Test(arguments: [("km", GoalType.distance), ("min", .time), ("cups", .cups), ("pages", .repetitions)])
    func aUnitImpliesItsGoalType(_ unit: String, _ type: GoalType) {
        let draft = applied(patch { $0.unit = unit })
        #expect(draft.goal.type == type)
        #expect(draft.goal.unit == unit)
    }

    @Test func aGivenGoalTypeWinsOverTheUnitsImpliedOne() {
        let draft = applied(
            patch {
                $0.unit = "laps"
                $0.goalType = .distance
            })
        #expect(draft.goal.type == .distance)
        #expect(draft.goal.unit == "laps")
    }

    @Test(arguments: ["", "   ", "none", "NONE", nil] as [String?])
    func noUnitMakesASimpleHabit(_ unit: String?) {
        let measured = HabitDraft(name: "Run", goal: Goal(type: .distance, unit: "km", target: 5))
        let draft = applied(patch { $0.unit = .some(unit) }, to: measured)
        #expect(draft.goal.type == GoalType.none)
        #expect(draft.goal.unit == nil)
        #expect(draft.goal.target == 5)
    }

    @Test func noUnitWithAGoalTypeKeepsTheTypeWithoutAUnit() {
        let draft = applied(
            patch {
                $0.unit = "none"
                $0.goalType = .time
            })
        #expect(draft.goal.type == .time)
        #expect(draft.goal.unit == nil)
    }

    @Test func aGoalTypeAloneTakesItsDefaultUnit() {
        let draft = applied(patch { $0.goalType = .distance })
        #expect(draft.goal.type == .distance)
        #expect(draft.goal.unit == GoalType.distance.defaultUnit)
    }

    @Test func unitsAreTrimmed() {
        #expect(applied(patch { $0.unit = "  km " }).goal.unit == "km")
    }

    @Test func aSimpleHabitMadeQuitWithoutATargetGetsTheLimitZero() {
        #expect(applied(patch { $0.kind = .quit }).goal.target == 0)
        // With a unit too: the rule is the kind and the missing target, not the unit.
        let measured = applied(
            patch {
                $0.kind = .quit
                $0.unit = "cups"
            })
        #expect(measured.goal.target == 0)
        #expect(measured.goal.type == .cups)
    }

    @Test func aQuitHabitWithATargetKeepsIt() {
        #expect(
            applied(
                patch {
                    $0.kind = .quit
                    $0.target = 2
                }
            ).goal.target == 2)
    }

    @Test func aMeasuredHabitMadeQuitKeepsItsTargetAsTheLimit() {
        let measured = HabitDraft(name: "Coffee", goal: Goal(type: .cups, unit: "cups", target: 3))
        #expect(applied(patch { $0.kind = .quit }, to: measured).goal.target == 3)
    }

    @Test func aHabitAlreadyQuitKeepsItsLimit() {
        let quit = HabitDraft(name: "Smoke", kind: .quit, goal: Goal(target: 4))
        #expect(applied(patch { $0.kind = .quit }, to: quit).goal.target == 4)
    }

    @Test func doubleOptionalsLeaveOrClear() {
        let draft = HabitDraft(
            name: "Run", icon: "🏃", categoryID: 3, baseline: 2, endDay: Day("2026-12-31"), presetID: "run")
        #expect(
            applied(
                patch {
                    $0.icon = nil
                    $0.endDay = nil
                }, to: draft) == draft)
        let cleared = applied(
            patch {
                $0.icon = .some(nil)
                $0.categoryID = .some(nil)
                $0.baseline = .some(nil)
                $0.endDay = .some(nil)
                $0.presetID = .some(nil)
            }, to: draft)
        #expect(cleared.icon == nil)
        #expect(cleared.categoryID == nil)
        #expect(cleared.baseline == nil)
        #expect(cleared.endDay == nil)
        #expect(cleared.presetID == nil)
    }

    @Test func everyPlainFieldIsWritten() {
        let reminder = Reminder(hour: 7, minute: 30)
        let draft = applied(
            patch {
                $0.name = "Walk"
                $0.description = "outside"
                $0.color = "green"
                $0.target = 8000
                $0.period = .week
                $0.timesPerDay = 2
                $0.schedule = .timesPerWeek(3)
                $0.startDay = Day("2026-01-05")
                $0.reminders = [reminder]
            })
        #expect(draft.name == "Walk")
        #expect(draft.description == "outside")
        #expect(draft.color == "green")
        #expect(draft.goal.target == 8000)
        #expect(draft.goal.period == .week)
        #expect(draft.timesPerDay == 2)
        #expect(draft.schedule == .timesPerWeek(3))
        #expect(draft.startDay == Day("2026-01-05"))
        #expect(draft.reminders == [reminder])
    }
}
