import ArgumentParser

/// A wall-clock time `HH:MM` (24-hour), for `--time` and `--remind`.
struct TimeOfDay: ExpressibleByArgument, Equatable, Sendable {
    let hour: Int
    let minute: Int

    init?(argument: String) {
        let parts = argument.trimmingCharacters(in: .whitespaces).split(
            separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.hour = hour
        self.minute = minute
    }
}
