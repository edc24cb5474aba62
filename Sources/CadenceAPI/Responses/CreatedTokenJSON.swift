/// A token just created (`POST /api/v1/tokens`): `{"token": {…}, "secret"}`. The secret is
/// shown this once; the server keeps only its SHA-256 digest.
struct CreatedTokenJSON: Codable, Sendable, Hashable {
    var token: APITokenJSON
    var secret: String
}
