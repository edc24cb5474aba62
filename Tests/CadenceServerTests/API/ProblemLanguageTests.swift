import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceStorage
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §28 Errors in the person's language: every error code has
/// its sentence in every language; problem+json's `detail` (and each field error's `message`)
/// speaks the account's language, else the browser's, else English, and no `code`, `type` or
/// `field` ever changes.
@Suite struct ProblemLanguageTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every code the sources write as a literal (`code: "bodyTooLarge"`), the ones they choose
    /// in expressions, and every case of the two code enumerations.
    static func everyCode() throws -> Set<String> {
        var codes = Set(CadenceError.Code.allCases.map(\.rawValue)).union(AccountError.Code.allCases.map(\.rawValue))
        codes.formUnion(["invalidBody", "malformedRequest", "httpError", "internal", "usage"])
        let pattern = try NSRegularExpression(pattern: #"code: "([a-z][A-Za-z]+)""#)
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { codes.insert(String(text[range])) }
            }
        }
        return codes
    }

    @Test func everyCodeHasASentenceInEveryLanguage() throws {
        let codes = try Self.everyCode()
        #expect(codes.count > 130, "\(codes.count)")
        for code in codes.sorted() {
            let english = ErrorSentence.sentence(code: code, .english)
            #expect(english != nil, "\(code) has no sentence")
            for language in Language.allCases where language != .english {
                let said = ErrorSentence.sentence(code: code, Localizer(language))
                #expect(said != nil && said != english && said?.isEmpty == false, "\(code) is not translated to \(language)")
            }
        }
    }

    @Test func englishKeepsThePreciseMessageAndOtherLanguagesTheSentence() {
        let german = Localizer(.german)
        #expect(ErrorSentence.text(code: "nameDuplicate", message: "a habit named 'Run' exists", .english) == "a habit named 'Run' exists")
        #expect(ErrorSentence.text(code: "nameDuplicate", message: "a habit named 'Run' exists", german) == "Dieser Name ist schon vergeben.")
        #expect(ErrorSentence.text(code: "noSuchCode", message: "x", german) == "Das hat nicht geklappt.")
        #expect(ErrorSentence.text(code: "notFound", message: "x", Localizer(.japanese)) == "該当するものが見つかりません。")
    }

    @Test func detailFollowsAcceptLanguageAndCodesStay() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let english = try await alice.post("/api/v1/habits", #"{"name": "  ", "target": 1}"#)
            #expect(english.status == .unprocessableContent && english.code == "nameEmpty", "\(english.text)")
            let englishDetail = try #require(english.json["detail"]?.stringValue)
            let german = try await alice.send(
                .post, "/api/v1/habits", json: #"{"name": "  ", "target": 1}"#, headers: [.acceptLanguage: "de-CH, de;q=0.9, en;q=0.5"])
            #expect(german.status == .unprocessableContent)
            #expect(german.json["detail"]?.stringValue == "Gib einen Namen ein.", "\(german.text)")
            #expect(german.code == "nameEmpty" && german.json["type"]?.stringValue == "urn:cadence:problem:nameEmpty")
            #expect(german.json["title"] == english.json["title"])
            let field = german.json["errors"]?.arrayValue?.first
            #expect(field?["field"]?.stringValue == "name" && field?["code"]?.stringValue == "nameEmpty")
            #expect(field?["message"]?.stringValue == "Gib einen Namen ein.")
            #expect(!englishDetail.isEmpty && englishDetail != "Gib einen Namen ein.")
            // English, asked for or not understood, keeps the precise message.
            let asked = try await alice.send(.post, "/api/v1/habits", json: #"{"name": "  ", "target": 1}"#, headers: [.acceptLanguage: "zh, en"])
            #expect(asked.json["detail"]?.stringValue == englishDetail)
            // Refusals of the server itself (no sign-in) speak the browser's language too.
            let anonymous = try await client.send(.get, "/api/v1/habits", headers: [.acceptLanguage: "es"])
            #expect(anonymous.status == .unauthorized && anonymous.code == "notSignedIn")
            #expect(anonymous.json["detail"]?.stringValue == "Inicia sesión primero.", "\(anonymous.text)")
            let schema = try await alice.send(.post, "/api/v1/habits", json: #"{"name": "Run", "colour": "red"}"#, headers: [.acceptLanguage: "fr"])
            #expect(schema.status == .badRequest && schema.code == "unknownField", "\(schema.text)")
            #expect(schema.json["detail"]?.stringValue == "Ce champ n’est pas accepté ici.")
            #expect(schema.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "colour")
        }
    }

    @Test func theAccountsLanguageComesBeforeTheBrowsers() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": "de"}"#).status == .ok)
            try await alice.post("/api/v1/habits", #"{"name": "Run", "target": 1}"#)
            let taken = try await alice.send(.post, "/api/v1/habits", json: #"{"name": "Run", "target": 1}"#, headers: [.acceptLanguage: "ja"])
            #expect(taken.status == .conflict && taken.code == "nameDuplicate", "\(taken.text)")
            #expect(taken.json["detail"]?.stringValue == "Dieser Name ist schon vergeben.", "\(taken.text)")
            let missing = try await alice.get("/api/v1/habits/987654")
            #expect(missing.status == .notFound && missing.json["detail"]?.stringValue == "Dazu wurde nichts gefunden.", "\(missing.text)")
            // The settings are still JSON in codes: the language changes no JSON but problems.
            #expect(try await alice.get("/api/v1/settings").json["locale"]?.stringValue == "de")
            #expect(try await alice.patch("/api/v1/settings", #"{"locale": null}"#).status == .ok)
            let english = try await alice.post("/api/v1/habits", #"{"name": "Run", "target": 1}"#)
            #expect(english.code == "nameDuplicate" && english.json["detail"]?.stringValue != "Dieser Name ist schon vergeben.")
        }
    }

    /// The server's own refusals, raised before any route runs, follow `Accept-Language` too.
    @Test func theServersOwnRefusalsSpeakTheBrowsersLanguage() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let body = #"{"name": "Run"}"#
            let media = try await alice.send(.post, "/api/v1/habits", json: body, headers: [.contentType: "text/plain", .acceptLanguage: "de"])
            #expect(media.status == .unsupportedMediaType && media.code == "unsupportedMediaType", "\(media.text)")
            #expect(media.json["detail"]?.stringValue == "Sende den Inhalt als JSON.")
            let large = String(repeating: " ", count: 64 * 1024 + 1)
            let tooLarge = try await alice.send(.post, "/api/v1/habits", json: large, headers: [.acceptLanguage: "ja"])
            #expect(tooLarge.status == .contentTooLarge && tooLarge.code == "bodyTooLarge", "\(tooLarge.text)")
            #expect(tooLarge.json["detail"]?.stringValue == "リクエストが大きすぎます。")
            let method = try await alice.send(.put, "/api/v1/habits", headers: [.acceptLanguage: "pt-PT"])
            #expect(method.status == .methodNotAllowed && method.code == "methodNotAllowed", "\(method.text)")
            #expect(method.json["detail"]?.stringValue == "Este endereço não aceita esse método.")
            let token = try await client.send(.get, "/api/v1/habits", headers: [.authorization: "Bearer nope", .acceptLanguage: "ar"])
            #expect(token.status == .unauthorized && token.code == "notSignedIn", "\(token.text)")
            #expect(token.json["detail"]?.stringValue == "سجّل الدخول أولًا.")
            #expect(token.headers[.wwwAuthenticate] != nil)
        }
    }
}
