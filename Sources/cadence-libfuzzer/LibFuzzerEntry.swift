import Foundation

#if CADENCE_LIBFUZZER
    /// The harness libFuzzer calls, made on the first input.
    nonisolated(unsafe) private var sharedHarness: ParserHarness?

    /// libFuzzer's entry point (built with `-sanitize=fuzzer -D CADENCE_LIBFUZZER` by
    /// scripts/libfuzzer.sh): one input per call; a crash or a hang is the finding.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
        if sharedHarness == nil { sharedHarness = ParserHarness.makeBlocking() }
        sharedHarness?.runBlocking(Array(UnsafeBufferPointer(start: bytes, count: count)))
        return 0
    }

    /// libFuzzer's driver, for a program that has its own `main`.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
    ) -> CInt

    /// The executable's entry point: SwiftPM links an executable target's `main` to
    /// `<module>_main`, so this one hands the command line to libFuzzer's driver.
    @_cdecl("cadence_libfuzzer_main")
    public func libFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runDriver(&count, &arguments) { bytes, size in fuzzOneInput(bytes, size) }
    }
#else
    /// Without libFuzzer: replays saved inputs (`cadence-libfuzzer FILE…`, say a libFuzzer
    /// `crash-…` file) through the same harness, so that a finding reproduces in a plain build.
    @main
    struct LibFuzzerReplay {
        static func main() async {
            let paths = CommandLine.arguments.dropFirst()
            if paths.isEmpty {
                FileHandle.standardError.write(
                    Data("usage: cadence-libfuzzer FILE… (scripts/libfuzzer.sh builds the libFuzzer binary)\n".utf8))
                exit(2)
            }
            guard let harness = try? await ParserHarness.make() else { exit(2) }
            for path in paths {
                guard let data = FileManager.default.contents(atPath: path) else {
                    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                    exit(2)
                }
                await harness.run([UInt8](data))
                print("ok: \(path)")
            }
        }
    }
#endif
