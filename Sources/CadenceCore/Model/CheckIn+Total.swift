/// docs/domain-rules.md §3: a day's total is the sum of its check-ins' amounts (after unit
/// conversion, which happens when a check-in is recorded). Every surface that shows or checks a
/// total — the command line's done/set/undo, the API's day, the web's completions — sums here.
extension Sequence where Element == CheckIn {
    /// The sum of the amounts; 0 for no check-ins.
    public var totalAmount: Double {
        reduce(0) { $0 + $1.amount }
    }
}
