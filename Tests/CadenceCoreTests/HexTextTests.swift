import CadenceCore
import Testing

/// Bytes as lowercase hex, the one encoder of digests and tokens.
@Suite struct HexTextTests {
    @Test func twoLowercaseDigitsPerByte() {
        #expect(HexText.lowercase([0x00, 0x0f, 0x10, 0xa0, 0xff]) == "000f10a0ff")
    }

    @Test func noBytesIsEmpty() {
        #expect(HexText.lowercase([UInt8]()) == "")
    }

    @Test func everyByteRoundTrips() {
        let bytes = (0...255).map { UInt8($0) }
        let text = HexText.lowercase(bytes)
        #expect(text.count == 512)
        var decoded: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            decoded.append(UInt8(text[index..<next], radix: 16) ?? 0)
            index = next
        }
        #expect(decoded == bytes)
    }
}
