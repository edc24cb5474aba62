import Testing

@testable import CadenceLocalization

/// docs/domain-rules.md §23 "Plurals": the catalogs' `Plural-Forms` rules read and evaluated at
/// their edges, and broken rules refused.
@Suite struct PluralFormulaTests {
    private static let arabic =
        "nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);"

    @Test(arguments: [
        (0, 0), (1, 1), (2, 2), (3, 3), (10, 3), (11, 4), (99, 4), (100, 5), (101, 5), (102, 5), (103, 3), (110, 3), (111, 4),
        (200, 5), (1_000_000, 5), (Int.max, 3), (Int.min, 3),
    ])
    func arabicHasSixForms(count: Int, form: Int) throws {
        let rule = try PluralFormula(header: Self.arabic)
        #expect(rule.count == 6)
        #expect(rule.form(for: count) == form)
    }

    @Test func frenchTreatsZeroAsSingularAndEnglishDoesNot() throws {
        let french = try PluralFormula(header: "nplurals=2; plural=(n > 1);")
        #expect([0, 1, 2, 1000].map(french.form) == [0, 0, 1, 1])
        #expect([0, 1, 2, 1000].map(PluralFormula.english.form) == [1, 0, 1, 1])
    }

    @Test func japaneseHasOneForm() throws {
        let japanese = try PluralFormula(header: "nplurals=1; plural=0;")
        #expect([0, 1, 2, 5, Int.min].map(japanese.form) == [0, 0, 0, 0, 0])
    }

    @Test func precedenceFollowsC() throws {
        // Russian's rule: && binds tighter than ||, which binds tighter than ?:.
        let russian = try PluralFormula(
            header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        #expect([1, 2, 5, 11, 12, 21, 22, 25, 111, 112].map(russian.form) == [0, 1, 2, 2, 2, 0, 1, 2, 2, 2])
        let arithmetic = try PluralFormula(header: "nplurals=6; plural=1 + 2 * 2 - n / 2;")
        #expect(arithmetic.form(for: 2) == 4)
        let negation = try PluralFormula(header: "nplurals=2; plural=!(n == 1);")
        #expect([1, 2].map(negation.form) == [0, 1])
    }

    @Test func divisionByZeroAndOutOfRangeFormsNeverTrap() throws {
        let zero = try PluralFormula(header: "nplurals=2; plural=n / 0 + n % 0;")
        #expect(zero.form(for: 7) == 0)
        let tooLarge = try PluralFormula(header: "nplurals=2; plural=n;")
        #expect(tooLarge.form(for: 5) == 1)
    }

    @Test(arguments: [
        "plural=(n != 1);", "nplurals=0; plural=0;", "nplurals=7; plural=0;", "nplurals=2;", "nplurals=2; plural=(n != 1;",
        "nplurals=2; plural=n ? 1;", "nplurals=2; plural=m;", "nplurals=2; plural=99999999999999999999999;",
        "nplurals=2; plural=n == 1 x;",
    ])
    func brokenRulesAreRefused(header: String) {
        #expect(throws: GettextCatalogError.self) { try PluralFormula(header: header) }
    }

    @Test func pathologicalRulesAreRefusedByBounds() {
        let deep = "nplurals=2; plural=" + String(repeating: "(", count: 100) + "n" + String(repeating: ")", count: 100) + ";"
        #expect(throws: GettextCatalogError.self) { try PluralFormula(header: deep) }
        let negations = "nplurals=2; plural=" + String(repeating: "!", count: 100) + "n;"
        #expect(throws: GettextCatalogError.self) { try PluralFormula(header: negations) }
        let long = "nplurals=2; plural=" + String(repeating: "n+", count: 300) + "n;"
        #expect(throws: GettextCatalogError.self) { try PluralFormula(header: long) }
    }
}
