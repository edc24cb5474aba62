/// One part of a `multipart/form-data` body (RFC 7578): the form field's name, the file name
/// when the part is a file, its declared content type, and its content as bytes (binary-safe:
/// a SQLite backup arrives unchanged).
struct MultipartPart: Sendable, Hashable {
    /// The field name (`name` of `Content-Disposition`).
    let name: String
    /// The file's name (`filename`), `nil` for a plain field; may be empty when a file field was
    /// left empty, or a relative path when a browser sends a folder.
    let fileName: String?
    /// The part's `Content-Type`, `nil` when none was given.
    let contentType: String?
    /// The content, exactly as sent.
    let body: [UInt8]

    init(name: String, fileName: String? = nil, contentType: String? = nil, body: [UInt8]) {
        self.name = name
        self.fileName = fileName
        self.contentType = contentType
        self.body = body
    }

    /// Whether the part is a file (it has a `filename`, even an empty one).
    var isFile: Bool { fileName != nil }

    /// The content read as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }
}
