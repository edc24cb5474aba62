import CadenceCore

/// The columns of Loop's `Habits.csv`, found by name. Current exports write `Position, Name, Type,
/// Question, Description, FrequencyNumerator, FrequencyDenominator, Color, Unit, Target Type,
/// Target Value, Archived?`; older ones `Position, Name, Question, Description, NumRepetitions,
/// Interval, Color`.
struct LoopCSVColumns {
    let position: Int?
    let name: Int?
    let type: Int?
    let question: Int?
    let description: Int?
    let numerator: Int?
    let denominator: Int?
    let color: Int?
    let unit: Int?
    let targetType: Int?
    let targetValue: Int?
    let archived: Int?
    /// Whether the file has a separate question column (newer exports); in older ones, the
    /// `Description` column is absent or holds the question.
    private let hasQuestion: Bool

    init(header: [String]) {
        let names = header.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        func column(_ candidates: String...) -> Int? { names.firstIndex { candidates.contains($0) } }
        position = column("position")
        name = column("name")
        type = column("type")
        question = column("question")
        description = column("description")
        numerator = column("frequencynumerator", "numrepetitions")
        denominator = column("frequencydenominator", "interval")
        color = column("color")
        unit = column("unit")
        targetType = column("target type")
        targetValue = column("target value")
        archived = column("archived?", "archived")
        hasQuestion = question != nil
    }

    /// The habit of one data row, and whether it is numerical.
    func habit(row: CSVTable.Row, index: Int, warnings: inout [ImportIssue]) throws(ImportIssue) -> (SourceHabit, Bool) {
        let location = "Habits.csv line \(row.line)"
        let name = self.name.map { row[$0] } ?? ""
        try SourceName.check(name, location: location, field: "Name")
        let title = "habit \(InputExcerpt.quoted(name)) (\(location))"
        let numeratorText = numerator.map { row[$0] } ?? ""
        let denominatorText = denominator.map { row[$0] } ?? ""
        guard let numerator = Int(numeratorText.trimmingCharacters(in: .whitespaces)),
            let denominator = Int(denominatorText.trimmingCharacters(in: .whitespaces))
        else {
            throw ImportIssue(
                title, field: "FrequencyNumerator", "\(InputExcerpt.quoted("\(numeratorText)/\(denominatorText)")) is not a frequency")
        }
        let typeText = type.map { row[$0].trimmingCharacters(in: .whitespaces) } ?? ""
        guard ["", "YES_NO", "NUMERICAL"].contains(typeText) else {
            throw ImportIssue(title, field: "Type", "\(InputExcerpt.quoted(typeText)) is neither YES_NO nor NUMERICAL")
        }
        let isNumerical = typeText == "NUMERICAL"
        var draft = HabitDraft(name: name)
        if isNumerical {
            guard let period = LoopHabitMapping.numericalPeriod(numerator: numerator, denominator: denominator) else {
                throw ImportIssue(
                    title, field: "FrequencyDenominator", "\(numerator)/\(denominator) is not a valid frequency")
            }
            if period.approximated {
                warnings.append(
                    ImportIssue(
                        title, field: "FrequencyDenominator",
                        "a numerical habit with frequency \(numerator)/\(denominator) has no exact Cadence equivalent; its target counts per day on "
                            + "a \(period.schedule.summary) schedule"
                    ))
            }
            let targetTypeText = targetType.map { row[$0].trimmingCharacters(in: .whitespaces) } ?? "AT_LEAST"
            guard ["AT_LEAST", "AT_MOST", ""].contains(targetTypeText) else {
                throw ImportIssue(title, field: "Target Type", "\(InputExcerpt.quoted(targetTypeText)) is neither AT_LEAST nor AT_MOST")
            }
            let targetText = targetValue.map { row[$0].trimmingCharacters(in: .whitespaces) } ?? ""
            guard let target = Double(targetText) else {
                throw ImportIssue(title, field: "Target Value", "\(InputExcerpt.quoted(targetText)) is not a number")
            }
            draft.kind = targetTypeText == "AT_MOST" ? .quit : .build
            draft.goal = LoopHabitMapping.numericalGoal(
                unit: unit.map { row[$0] } ?? "", target: target, period: period.period)
            draft.schedule = period.schedule
        } else {
            guard let schedule = LoopHabitMapping.schedule(numerator: numerator, denominator: denominator) else {
                throw ImportIssue(
                    title, field: "FrequencyDenominator", "\(numerator)/\(denominator) is not a valid frequency")
            }
            draft.schedule = schedule
        }
        let questionText = question.map { row[$0] }
        let descriptionText = description.map { row[$0] }
        draft.description =
            hasQuestion
            ? LoopHabitMapping.description(question: questionText, description: descriptionText)
            : LoopHabitMapping.description(question: descriptionText, description: nil)
        if let color, !row[color].isEmpty {
            guard let mapped = LoopHabitMapping.color(hex: row[color]) else {
                throw ImportIssue(title, field: "Color", "\(InputExcerpt.quoted(row[color])) is not a #RRGGBB color")
            }
            draft.color = mapped
        }
        let archivedText = archived.map { row[$0].trimmingCharacters(in: .whitespaces).lowercased() } ?? "false"
        guard ["true", "false", ""].contains(archivedText) else {
            throw ImportIssue(title, field: "Archived?", "\(InputExcerpt.quoted(archivedText)) is neither true nor false")
        }
        let position = self.position.flatMap { Int(row[$0].trimmingCharacters(in: .whitespaces)) } ?? index + 1
        let habit = SourceHabit(
            location: location, draft: draft, isArchived: archivedText == "true", position: position)
        return (habit, isNumerical)
    }
}
