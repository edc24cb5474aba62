import CadenceAPI
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// `MultipartForm`: the boundary from the content type, fields and files by
/// `Content-Disposition`, binary-safe contents, and refusals of malformed bodies.
@Suite struct WebMultipartFormTests {
    static let contentType = "multipart/form-data; boundary=XyZ"

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func fieldsAndAFileAreRead() throws {
        let body = bytes(
            "--XyZ\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\nabc123\r\n"
                + "--XyZ\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\n  two\r\nlines  \r\n"
                + "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"export.json\"\r\n"
                + "Content-Type: application/json\r\n\r\n{\"a\": 1}\r\n--XyZ--\r\n")
        let form = try MultipartForm(body: body, contentType: Self.contentType)
        #expect(form.parts.map(\.name) == ["csrf", "note", "file"])
        #expect(form.fields.raw("csrf") == "abc123")
        #expect(form.fields.raw("note") == "  two\r\nlines  ")
        #expect(form.fields["note"] == "two\r\nlines")
        #expect(form.fields.raw("file") == nil)
        let file = try #require(form.files(named: "file").first)
        #expect(file.fileName == "export.json")
        #expect(file.contentType == "application/json")
        #expect(file.text == "{\"a\": 1}")
        #expect(form.files(named: "csrf").isEmpty)
    }

    @Test func fileContentsAreKeptByteForByte() throws {
        var content: [UInt8] = Array(0...255)
        content += bytes("x--XyZ inside a line\r\n--Xy\r\n\r\n")
        content += [0, 0xFF, 13, 10, 45, 45]
        let body =
            bytes("--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"loop.db\"\r\n\r\n") + content
            + bytes("\r\n--XyZ--")
        let form = try MultipartForm(body: body, contentType: Self.contentType)
        #expect(form.files(named: "file").first?.body == content)
    }

    @Test func anEmptyFileFieldIsNoFile() throws {
        let body = bytes(
            "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n\r\n--XyZ--\r\n")
        let form = try MultipartForm(body: body, contentType: Self.contentType)
        #expect(form.parts.count == 1)
        #expect(form.files(named: "file").isEmpty)
        let emptyFile = bytes("--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"empty.json\"\r\n\r\n\r\n--XyZ--")
        #expect(try MultipartForm(body: emptyFile, contentType: Self.contentType).files(named: "file").count == 1)
    }

    @Test func aPreambleAnEpilogueAndSeveralFilesAreHandled() throws {
        let body = bytes(
            "This is the preamble.\r\n--XyZ\r\ncontent-disposition: FORM-DATA; filename=\"a.csv\"; name=file\r\n\r\nA\r\n"
                + "--XyZ  \r\nContent-Disposition: form-data; name=\"file\"; filename=\"dir/b.csv\"\r\n\r\nB\r\n--XyZ--\r\nepilogue")
        let form = try MultipartForm(body: body, contentType: Self.contentType)
        #expect(form.files(named: "file").map(\.fileName) == ["a.csv", "dir/b.csv"])
        #expect(form.files(named: "file").map(\.text) == ["A", "B"])
    }

    @Test func quotedNamesAreUnescaped() throws {
        let body = bytes(
            "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"say %22hi%22; \\\"now\\\".json\"\r\n\r\nx\r\n--XyZ--")
        let form = try MultipartForm(body: body, contentType: Self.contentType)
        #expect(form.files(named: "file").first?.fileName == "say \"hi\"; \"now\".json")
    }

    @Test(arguments: [
        ("multipart/form-data; boundary=XyZ", "XyZ"),
        ("multipart/form-data; boundary=\"a b:c\"", "a b:c"),
        ("Multipart/Form-Data;charset=utf-8; boundary=----WebKitFormBoundary7MA4YWxk", "----WebKitFormBoundary7MA4YWxk"),
    ])
    func theBoundaryComesFromTheContentType(contentType: String, boundary: String) {
        #expect(MultipartForm.boundary(fromContentType: contentType) == boundary)
    }

    @Test(arguments: [
        "multipart/form-data", "application/x-www-form-urlencoded; boundary=XyZ", "multipart/form-data; boundary=",
        "multipart/form-data; boundary=\(String(repeating: "b", count: 71))",
    ])
    func contentTypesWithoutAUsableBoundaryAreRefused(contentType: String) {
        #expect(MultipartForm.boundary(fromContentType: contentType) == nil)
        #expect(throws: PageRefusal.self) { try MultipartForm(body: bytes("--XyZ--"), contentType: contentType) }
    }

    @Test(arguments: [
        "",
        "no delimiter here",
        "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nnever closed",
        "--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\nno blank line after the headers",
        "--XyZ\r\nContent-Type: text/plain\r\n\r\nno disposition\r\n--XyZ--",
        "--XyZ\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\nnot form-data\r\n--XyZ--",
        "--XyZ\r\nContent-Disposition: form-data; filename=\"a\"\r\n\r\nno name\r\n--XyZ--",
        "--XyZjunk\r\n",
    ])
    func malformedBodiesAreRefused(body: String) {
        #expect(throws: PageRefusal.self) { try MultipartForm(body: bytes(body), contentType: Self.contentType) }
    }

    @Test func anEmptyFormHasNoParts() throws {
        let form = try MultipartForm(body: bytes("--XyZ--\r\n"), contentType: Self.contentType)
        #expect(form.parts.isEmpty)
    }

    @Test func theSearchFindsOnlyWholeMatches() {
        let haystack = bytes("ab-abc-abcd")
        #expect(MultipartForm.firstIndex(of: bytes("abc"), in: haystack, from: 0) == 3)
        #expect(MultipartForm.firstIndex(of: bytes("abc"), in: haystack, from: 4) == 7)
        #expect(MultipartForm.firstIndex(of: bytes("abcde"), in: haystack, from: 0) == nil)
        #expect(MultipartForm.firstIndex(of: bytes("d"), in: haystack, from: 11) == nil)
    }
}
