import ArgumentParser

/// The habit a command acts on, declared once for every command that takes one
/// (`@OptionGroup var habit: HabitArgument`): its name, an unambiguous prefix, or its id
/// (`CommandContext.habit(_:)` resolves it).
struct HabitArgument: ParsableArguments {
    @Argument(help: "The habit: its name, an unambiguous prefix, or its id.")
    var habit: String
}
