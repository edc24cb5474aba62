import Foundation

// The start-up measure's baseline (docs/benchmarks.md "Issue #36: the bench rows"): a Foundation
// process that prints one line made with Foundation and exits.
print("hello, it is \(Date().timeIntervalSince1970 > 0 ? "after" : "before") 1970")
