import Testing

@testable import CadenceCore

/// `QRCode` (docs/web.md "Partners": the invite link's QR code) against a reference encoder: each
/// vector is the module matrix PyPI's `qrcodegen` 1.8.0 made for the same bytes, version, level and
/// mask (`QrCode.encode_segments([QrSegment.make_bytes(text)], ecl, mask=M, boostecl=False)`), one
/// hexadecimal row per line (the row's modules, dark = 1, padded to whole digits). They cover
/// one block (1-M), two blocks (5-M), short and long blocks with version information and a full
/// last codeword (8-M, 151 of 152 bytes), level L (3-L), and the 16-bit count of version 10.
@Suite struct QRCodeTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let text: String
        let version: Int
        let level: QRCode.Level
        let mask: Int
        let rows: [String]

        var testDescription: String { "\(version)-\(level == .low ? "L" : "M") mask \(mask)" }
    }

    static let version1M = Vector(
        text: "Cadence", version: 1, level: .medium, mask: 2,
        rows: [
            "fe53f8", "827a08", "bab2e8", "baeae8", "ba8ae8", "82b208", "feabf8", "00c000", "be33e0", "8dbf28", "8b4b70", "e0de78",
            "974800", "00e9e0", "fe3430", "82e0f8", "bad510", "badfe0", "baca60", "825fe0", "fec890",
        ])

    static let version5M = Vector(
        text: "http://127.0.0.1:8080/partners/accept?code=7Q2M9XKD4HT3BWR8ZP6NVJCA5E", version: 5, level: .medium, mask: 5,
        rows: [
            "fe2874cbf8", "8284f40208", "baef9ca2e8", "ba8edc62e8", "ba423f62e8", "82702a0208", "feaaaaabf8", "00a5129800", "82a62eae70",
            "e1080a44b0", "c7e40e5a18", "3943819908", "9e9499be08", "dcc7d97458", "2be74ed758", "15d468aaf0", "dba384be38", "54782c6b10",
            "5a5b69fa48", "2d143994c8", "5345535bc0", "7c631718b0", "7e21aa11c8", "8c419d1b98", "1268e4ab80", "c8a6802f60", "8eee0e9c18",
            "b101293838", "8a7462dfb8", "008bd3a8b0", "fe15178ad8", "823f728898", "ba41843ff8", "ba24e06a08", "ba33d09418", "827e191fc8",
            "feeb803e28",
        ])

    static let version8M = Vector(
        text: "https://cadence.example.org/partners/accept?code=" + String(repeating: "0123456789ABCDEFGHJKMNPQRSTVWXYZ", count: 3)
            + "?x=yyy", version: 8, level: .medium, mask: 0,
        rows: [
            "fe7e46f6f0bf8", "82d4ae0143a08", "ba72055cc9ae8", "ba75b024612e8", "baa633e67c2e8", "820efa2e7e208", "feaaaaaaaabf8",
            "0051ce3509000", "aa2cd3ffae890", "1d3e90984c598", "d65bc35a4dd98", "94e85819d9688", "47d36fcdeb0e8", "006f7689055c8",
            "5a30dababd018", "d9fedd44752d0", "d3cc1dbfb84c0", "78e0029998108", "4acc387f3a9a8", "c52138f108480", "3b19d9bfea2c8",
            "09da0384104c0", "dfbb67f1c1fd8", "988b56348a890", "5abf02b8eea98", "48c452215d898", "eff953fa4cfd8", "8877771ed9b00",
            "7a94753b9e768", "a83d85580d358", "a75eb86b2d3d8", "b4ed9be574248", "7afd19999cdd8", "309cc65000208", "5f88ac7f3aba8",
            "e8c25f5368f90", "6771d8b9ae348", "100e260908a00", "47791c6199ef8", "71d757948cf08", "e33f93fc8afc8", "00cfc630c48f8",
            "fe0f22bbcdab8", "8262b62fd8888", "bab997f9d9ff0", "ba4ac0e81cc80", "ba87fff2b4fa0", "822f7a0571550", "fed85efdda4d8",
        ])

    static let version3L = Vector(
        text: "https://cadence.example.org/partners/accept?code=K3", version: 3, level: .low, mask: 7,
        rows: [
            "fe1fb3f8", "82bf6208", "ba8bcae8", "ba4382e8", "bac7e2e8", "82af7a08", "feaaabf8", "00bac000", "d3060bb0", "30448e48",
            "cf82d7f0", "69edb730", "122cde58", "45087c00", "f73cabf8", "3cbed250", "42c95c10", "0d9e8748", "8620cf98", "184b6318",
            "8e8e3fa0", "00ae88b8", "fe864a90", "825628e8", "ba2c4f88", "ba8a77e0", "ba1270e8", "82cd5a90", "fef24ad0",
        ])

    static let version10M = Vector(
        text: String(repeating: "Q", count: 200), version: 10, level: .medium, mask: 4,
        rows: [
            "fe8335b6db6b3f8", "8269a9a7ca7d208", "ba6e3b0d60d72e8", "baecca4824912e8", "bafb35fedb692e8", "82e9b9a3ca7e208",
            "feaaaaaaaaaabf8", "00e2632360d7000", "8b8551bedb6dfc8", "ecfb55f6db6db28", "6e1040583582590", "4867e54d60d7090",
            "be00d6a6db6db78", "6cf8d116db6db28", "463041b83582590", "4805e4ed60d7080", "ba21d3f6db6db70", "68fed9f6db6db28",
            "42507a583582590", "6524474b60d7090", "b339b3b0db6db78", "68f6f9f4db6db28", "82c0725c3582590", "64643f4c60d7090",
            "3329dbb65b6db78", "69d6c9f75b6db28", "4fda123fb582f90", "68fc6f6360d7890", "8aaadbeadb6caf8", "a8d0e9a2db6c8a8",
            "bfcc943e3582f90", "80676d3960d7d90", "baafdbf2db6c778", "e0d0ead6db6cb38", "974f90283583c98", "80426b3960d7d80",
            "b688dfe2db6c778", "fc9475dedb6cb28", "8b2ec8103583c90", "98020f2160d7d90", "bea8bbf2db6c778", "fc8c77d6db6cb28",
            "0f0690283583c90", "d0022f3860d7d90", "b3c0ebf3db6c778", "b4d41fd6db6cb28", "a682802c3583c90", "f8905f3960d7d90",
            "02c62bfedb6cff8", "00d97fe2db6d8a8", "fe85866a3583a90", "8215dd2360d7890", "bac6aabedb6cff8", "ba5efd32db6df38",
            "ba0001883582480", "82345ac960d6480", "fee33fa6db6ca68",
        ])

    static let vectors = [version1M, version5M, version8M, version3L, version10M]

    /// The rows of a code as hexadecimal, as the vectors are written.
    static func hexRows(_ code: QRCode) -> [String] {
        code.modules.map { row in
            let padded = row + Array(repeating: false, count: (4 - row.count % 4) % 4)
            return stride(from: 0, to: padded.count, by: 4).map { start in
                let nibble = padded[start..<start + 4].reduce(0) { $0 << 1 | ($1 ? 1 : 0) }
                return String(nibble, radix: 16)
            }.joined()
        }
    }

    @Test(arguments: vectors)
    func matchesTheReferenceEncoder(_ vector: Vector) throws {
        let code = try #require(QRCode(text: vector.text, level: vector.level, mask: vector.mask))
        #expect(code.version == vector.version, "the smallest version that holds the bytes")
        #expect(code.size == vector.version * 4 + 17)
        #expect(Self.hexRows(code) == vector.rows)
    }

    /// Without a forced mask, one of the eight is chosen and the code differs from the reference only
    /// where masks differ: the function patterns (finders, timing) stay.
    @Test func choosesAMaskAndKeepsTheFunctionPatterns() throws {
        let code = try #require(QRCode(text: Self.version5M.text))
        #expect((0...7).contains(code.mask))
        #expect(code.modules[0][0...6].allSatisfy { $0 })
        #expect(code.modules[6][8...28].enumerated().allSatisfy { $1 == ($0 % 2 == 0) }, "the timing row")
        let forced = try #require(QRCode(text: Self.version5M.text, mask: code.mask))
        #expect(forced == code)
    }

    @Test func tooLongForVersionTenIsNil() {
        #expect(QRCode(text: String(repeating: "Q", count: 213)) != nil, "10-M holds 213 bytes")
        #expect(QRCode(text: String(repeating: "Q", count: 214)) == nil)
        #expect(QRCode(text: String(repeating: "Q", count: 271), level: .low) != nil, "10-L holds 271")
        #expect(QRCode(text: "")?.version == 1, "an empty text is a valid code")
    }

    /// Multi-byte UTF-8 counts bytes, not characters.
    @Test func countsUTF8Bytes() throws {
        let code = try #require(QRCode(text: String(repeating: "é", count: 8)))
        #expect(code.version == 2, "16 bytes pass 1-M's 14")
    }
}
