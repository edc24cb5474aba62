import CadenceImport
import Foundation

/// The command line of `cadence-fuzz`.
struct FuzzOptions: Sendable {
    var seed: UInt64 = 11
    var cases = 1_000
    var firstCase = 0
    var formats: [ImportFormat] = ImportFormat.allCases
    var corpus = URL(fileURLWithPath: "Tests/Fuzz/Corpus", isDirectory: true)
    var failures = URL(fileURLWithPath: "/tmp/cadence-fuzz-failures", isDirectory: true)
    var work: URL?
    var progress: URL?
    var maximumSeconds = 10.0
    var hangSeconds = 120.0
    var maximumMegabytes = 1_536
    var replay: URL?
    var verbose = false

    static let usage = """
        usage: cadence-fuzz [--seed N] [--cases N] [--first-case N] [--format all|FORMAT[,FORMAT…]]
                            [--corpus DIR] [--failures DIR] [--work DIR] [--progress FILE]
                            [--max-seconds S] [--hang-seconds S] [--max-memory-mb MB] [--verbose]
               cadence-fuzz --replay FILE|DIR [--format FORMAT]

        Mutates the seed inputs in Tests/Fuzz/Corpus/<format>/ (truncations, bit flips, huge and
        hostile numbers, huge strings, deep nesting, wrong types, duplicate keys, SQL edits of
        Loop backups) and imports each case with ImportService into a fresh SQLite store. A case
        fails when a refused import changes any table but the import log, the store fails
        integrity_check, it takes longer than --max-seconds or its peak memory (VmHWM) passes
        --max-memory-mb. A hang past --hang-seconds stops the process with status 3; a crash
        kills it: --progress names a file that always holds the running case. Failing inputs are
        written to --failures. Exits 1 when any case failed.

          --seed N          the run's seed (default 11); case K of a format depends only on
                            (seed, format, K), so `--first-case K --cases 1` replays it
          --cases N         cases per format (default 1000)
          --format          all (default), or a comma-separated list of:
                            \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
          --replay PATH     import one saved input (a file, or a folder for the folder formats)
                            and check it; --format names its format (else detected)
        """

    /// Parses the arguments after the program name; nil means help was asked for.
    static func parse(_ arguments: [String]) throws -> FuzzOptions? {
        var options = FuzzOptions()
        var remaining = arguments[...]
        func value(_ name: String) throws -> String {
            guard let value = remaining.popFirst() else { throw FuzzError("\(name) needs a value") }
            return value
        }
        func number<T: LosslessStringConvertible>(_ name: String) throws -> T {
            let text = try value(name)
            guard let number = T(text) else { throw FuzzError("\(name): not a number: \(text)") }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--seed": options.seed = try number(argument)
            case "--cases": options.cases = try number(argument)
            case "--first-case": options.firstCase = try number(argument)
            case "--format":
                let text = try value(argument)
                if text != "all" {
                    options.formats = try text.split(separator: ",").map { name in
                        guard let format = ImportFormat(rawValue: String(name)) else {
                            throw FuzzError("unknown format \(name)")
                        }
                        return format
                    }
                }
            case "--corpus": options.corpus = URL(fileURLWithPath: try value(argument), isDirectory: true)
            case "--failures": options.failures = URL(fileURLWithPath: try value(argument), isDirectory: true)
            case "--work": options.work = URL(fileURLWithPath: try value(argument), isDirectory: true)
            case "--progress": options.progress = URL(fileURLWithPath: try value(argument))
            case "--max-seconds": options.maximumSeconds = try number(argument)
            case "--hang-seconds": options.hangSeconds = try number(argument)
            case "--max-memory-mb": options.maximumMegabytes = try number(argument)
            case "--replay": options.replay = URL(fileURLWithPath: try value(argument))
            case "--verbose": options.verbose = true
            case "--help", "-h": return nil
            default: throw FuzzError("unknown argument \(argument)\n\n\(usage)")
            }
        }
        guard options.cases >= 0, options.firstCase >= 0 else { throw FuzzError("counts must not be negative") }
        return options
    }
}
