import CadenceImport
import Foundation

/// Makes case inputs from seeds: picks one file of the seed (or changes the folder itself) and
/// mutates it with the structural mutator of its kind (JSON, CSV, SQLite) or byte by byte.
struct InputMutator {
    /// A scratch file for the SQLite mutations.
    let scratch: URL

    /// Inputs stop growing past this size (16 MB): large enough for huge strings and many rows,
    /// small enough that thousands of cases run in minutes.
    static let maximumBytes = 16 * 1_048_576

    /// The mutated input and a description of each mutation, in order.
    func mutate(_ seed: FuzzInput, _ random: inout FuzzRandom) -> (FuzzInput, [String]) {
        var input = seed
        var log: [String] = []
        let rounds = 1 + random.below(3)
        for _ in 0..<rounds where input.size < Self.maximumBytes / 2 {
            if input.format.isFolder, input.files.count > 1, random.chance(0.08) {
                mutateFolder(&input, &random, log: &log)
                continue
            }
            guard let path = input.files.keys.sorted().randomElement(using: &random), let data = input.files[path]
            else { break }
            var steps: [String] = []
            input.files[path] = mutate(file: path, data, &random, log: &steps)
            log += steps.map { "\(path): \($0)" }
        }
        return (input, log)
    }

    private func mutate(file path: String, _ data: Data, _ random: inout FuzzRandom, log: inout [String]) -> Data {
        let lowered = path.lowercased()
        if random.chance(0.7) {
            if lowered.hasSuffix(".json"), let mutated = JSONMutator.mutate(data, &random, log: &log) { return mutated }
            if lowered.hasSuffix(".csv") { return CSVMutator.mutate(data, &random, log: &log) }
            if lowered.hasSuffix(".db"), let mutated = SQLiteMutator.mutate(data, scratch: scratch, &random, log: &log) {
                return mutated
            }
        }
        return ByteMutator.mutate(data, &random, log: &log)
    }

    /// A file of the folder removed, or copied under another name of the same kind.
    private func mutateFolder(_ input: inout FuzzInput, _ random: inout FuzzRandom, log: inout [String]) {
        let paths = input.files.keys.sorted()
        let path = random.pick(paths)
        if random.chance(0.5) {
            input.files[path] = nil
            log.append("remove file \(path)")
        } else {
            let copy = input.format == .lucidPal ? "lucidpal_entries_2099-12.json" : "999 Copy/Checkmarks.csv"
            input.files[copy] = input.files[path]
            log.append("copy \(path) to \(copy)")
        }
    }
}
