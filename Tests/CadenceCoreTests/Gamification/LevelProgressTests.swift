import CadenceCore
import Testing

/// docs/domain-rules.md §6: levels at 300 × (L − 1)² XP.
@Suite struct LevelProgressTests {
    @Test(arguments: [
        (0, 1, 0, 300, 300), (299, 1, 299, 300, 1), (300, 2, 0, 900, 900), (1199, 2, 899, 900, 1),
        (1200, 3, 0, 1500, 1500), (2700, 4, 0, 2100, 2100), (30_000, 11, 0, 6300, 6300),
    ])
    func levelThresholds(xp: Int, level: Int, into: Int, span: Int, toNext: Int) {
        let progress = LevelProgress(totalXP: xp)
        #expect(progress.level == level)
        #expect(progress.intoLevel == into)
        #expect(progress.levelSpan == span)
        #expect(progress.toNextLevel == toNext)
    }

    @Test func aNewUserIsLevelOneNotZero() {
        let progress = LevelProgress(totalXP: 0)
        #expect(progress.level == 1)
        #expect(progress.intoLevel == 0)
    }

    @Test func negativeTotalsAreTreatedAsZero() {
        #expect(LevelProgress(totalXP: -50) == LevelProgress(totalXP: 0))
    }
}
