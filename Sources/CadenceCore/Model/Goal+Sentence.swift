extension Goal {
    /// How the goal reads in a sentence (docs/domain-rules.md §2 goals, build or quit): `5 km a day`,
    /// `once a day`, `twice a week`, `3 times a day`, `at most 2 cups a day`, `none at all`.
    public func sentence(kind: HabitKind) -> String {
        let periodText =
            switch period {
            case .day: "a day"
            case .week: "a week"
            case .month: "a month"
            }
        let amount: String
        if type == .none {
            let count = NumericBoundary.clamped(target, rounding: .down, to: 0...Int.max)
            amount = count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
        } else {
            let quantity = QuantityText.format(target)
            amount = unit.map { "\(quantity) \($0)" } ?? quantity
        }
        switch kind {
        case .build:
            return "\(amount) \(periodText)"
        case .quit:
            return target == 0 ? "none at all" : "at most \(amount) \(periodText)"
        }
    }
}
