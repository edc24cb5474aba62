import Foundation

/// A submitted `multipart/form-data` form (RFC 7578; the import upload, docs/web.md "Forms"):
/// the boundary is read from the `Content-Type`, each part's `Content-Disposition` gives its
/// field name and, for a file, its file name; contents are kept as bytes. Plain fields are also
/// offered as a `FormData`, so they read like a URL-encoded form's.
///
/// Anything that is not a well-formed multipart body (no boundary, no opening or closing
/// delimiter, a part without `Content-Disposition: form-data; name=…`) is refused with
/// `PageRefusal.badRequest` (400).
struct MultipartForm: Sendable {
    let parts: [MultipartPart]

    init(parts: [MultipartPart]) {
        self.parts = parts
    }

    /// Parses `body`, sent with `contentType` (`multipart/form-data; boundary=…`).
    init(body: [UInt8], contentType: String?) throws(PageRefusal) {
        guard let contentType, let boundary = Self.boundary(fromContentType: contentType) else {
            throw PageRefusal.badRequest("The upload is not a multipart/form-data form with a boundary.")
        }
        parts = try Self.parts(of: body, boundary: boundary)
    }

    /// The plain (non-file) fields, in order.
    var fields: FormData {
        var form = FormData()
        for part in parts where !part.isFile { form.append(part.name, part.text) }
        return form
    }

    /// The files sent in field `name`, leaving out an empty file field (no file chosen).
    func files(named name: String) -> [MultipartPart] {
        parts.filter { part in
            guard part.name == name, let fileName = part.fileName else { return false }
            return !(fileName.isEmpty && part.body.isEmpty)
        }
    }

    /// The `boundary` parameter of a `multipart/form-data` content type (1–70 characters).
    static func boundary(fromContentType contentType: String) -> String? {
        let pieces = contentType.split(separator: ";", maxSplits: 1)
        guard let mediaType = pieces.first, mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "multipart/form-data",
            pieces.count == 2, let boundary = parameters(String(pieces[1]))["boundary"], (1...70).contains(boundary.count)
        else { return nil }
        return boundary
    }

    // MARK: Parsing

    private static let crlf: [UInt8] = [13, 10]

    private static func parts(of body: [UInt8], boundary: String) throws(PageRefusal) -> [MultipartPart] {
        let delimiter = Array("--\(boundary)".utf8)
        let separator = crlf + delimiter
        let malformed = PageRefusal.badRequest("The upload is not a well-formed multipart/form-data body.")
        guard var position = firstIndex(of: delimiter, in: body, from: 0) else { throw malformed }
        var parts: [MultipartPart] = []
        while true {
            position += delimiter.count
            if body.count >= position + 2, body[position] == 45, body[position + 1] == 45 { return parts }  // "--": the end
            while position < body.count, body[position] == 32 || body[position] == 9 { position += 1 }  // padding
            guard body.count >= position + 2, body[position] == 13, body[position + 1] == 10 else { throw malformed }
            position += 2
            let headerEnd: Int
            let contentStart: Int
            if body.count >= position + 2, body[position] == 13, body[position + 1] == 10 {
                headerEnd = position
                contentStart = position + 2
            } else {
                guard let end = firstIndex(of: crlf + crlf, in: body, from: position) else { throw malformed }
                headerEnd = end
                contentStart = end + 4
            }
            guard let next = firstIndex(of: separator, in: body, from: contentStart) else { throw malformed }
            let headers = String(decoding: body[position..<headerEnd], as: UTF8.self)
            parts.append(try part(headers: headers, body: Array(body[contentStart..<next])))
            position = next + 2
        }
    }

    /// A part from its header block.
    private static func part(headers block: String, body: [UInt8]) throws(PageRefusal) -> MultipartPart {
        var disposition: String?
        var contentType: String?
        for line in block.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-disposition" { disposition = value }
            if name == "content-type" { contentType = value }
        }
        guard let disposition else { throw PageRefusal.badRequest("A part of the upload has no Content-Disposition.") }
        let pieces = disposition.split(separator: ";", maxSplits: 1)
        let parameters = pieces.count == 2 ? parameters(String(pieces[1])) : [:]
        guard pieces.first?.trimmingCharacters(in: .whitespaces).lowercased() == "form-data", let name = parameters["name"] else {
            throw PageRefusal.badRequest("A part of the upload is not a named form-data field.")
        }
        return MultipartPart(
            name: unescaped(name), fileName: parameters["filename"].map(unescaped), contentType: contentType, body: body)
    }

    /// `; key=value; key="quoted \"value\""` as a dictionary with lowercased keys (the first of
    /// each key wins).
    static func parameters(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var characters = Substring(text)
        while !characters.isEmpty {
            characters = characters.drop { $0 == ";" || $0 == " " || $0 == "\t" }
            let key = characters.prefix { $0 != "=" && $0 != ";" }
            characters = characters.dropFirst(key.count)
            var value = ""
            if characters.first == "=" {
                characters = characters.dropFirst()
                if characters.first == "\"" {
                    characters = characters.dropFirst()
                    var escaped = false
                    while let character = characters.first {
                        characters = characters.dropFirst()
                        if escaped {
                            value.append(character)
                            escaped = false
                        } else if character == "\\" {
                            escaped = true
                        } else if character == "\"" {
                            break
                        } else {
                            value.append(character)
                        }
                    }
                    characters = characters.drop { $0 != ";" }
                } else {
                    let token = characters.prefix { $0 != ";" }
                    value = token.trimmingCharacters(in: .whitespaces)
                    characters = characters.dropFirst(token.count)
                }
            }
            let name = key.trimmingCharacters(in: .whitespaces).lowercased()
            if !name.isEmpty, result[name] == nil { result[name] = value }
        }
        return result
    }

    /// Browsers write `"`, CR and LF in names and file names as `%22`, `%0D` and `%0A` (HTML's
    /// form submission algorithm); this reads them back.
    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%22", with: "\"").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%0A", with: "\n")
    }

    /// Where `needle` first occurs in `haystack` at or after `start`.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count - needle.count >= start else { return nil }
        return haystack.withUnsafeBufferPointer { bytes -> Int? in
            needle.withUnsafeBufferPointer { pattern -> Int? in
                var index = start
                let last = bytes.count - pattern.count
                while index <= last {
                    if bytes[index] == first {
                        var offset = 1
                        while offset < pattern.count, bytes[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }
}
