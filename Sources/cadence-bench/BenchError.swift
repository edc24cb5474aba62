/// A failure of the benchmark itself (a raw SQLite call, a spawn, a bad option), with its message.
struct BenchError: Error, CustomStringConvertible {
    let description: String
}
