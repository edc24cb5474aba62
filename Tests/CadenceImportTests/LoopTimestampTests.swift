import CadenceCore
import Foundation
import Testing

@testable import CadenceImport

/// Loop stamps an entry with the UTC midnight of its date in milliseconds; the day is the floor
/// of a division that must not overflow at the extremes (the import fuzzer's loop-db case 160
/// trapped on `Int64.min`).
@Suite struct LoopTimestampTests {
    @Test(
        arguments: [
            (Int64(0), 0), (86_399_999, 0), (86_400_000, 1), (-1, -1), (-86_400_000, -1), (-86_400_001, -2),
            (1_781_481_600_000, 20_619),
        ] as [(Int64, Int)])
    func daysAreTheFloorOfTheStamp(milliseconds: Int64, ordinal: Int) {
        #expect(LoopDatabaseImporter.day(milliseconds: milliseconds).ordinal == ordinal)
    }

    @Test func theExtremesDoNotTrap() {
        #expect(LoopDatabaseImporter.day(milliseconds: .min).ordinal == -106_751_991_168)
        #expect(LoopDatabaseImporter.day(milliseconds: .max).ordinal == 106_751_991_167)
        #expect(!Day.supported.contains(LoopDatabaseImporter.day(milliseconds: .min)))
    }
}
