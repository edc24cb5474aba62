import CadenceAPI
import CadenceHTTP
import CadenceServer
import Testing

/// The OpenAPI document itself: it parses, every `$ref` resolves, and every schema uses only
/// keywords the validator understands (so no rule in it goes unchecked).
@Suite struct OpenAPIDocumentTests {
    let document = ContractChecker.document

    @Test func declaresOpenAPI31AndTheRoutes() {
        #expect(document.root["openapi"]?.stringValue == "3.1.0")
        #expect(document.operations.count >= 40)
        #expect(document.operation(method: "GET", path: "/api/v1/today") != nil)
        #expect(document.operation(method: "PUT", path: "/api/v1/habits/{id}/days/{date}") != nil)
    }

    @Test func everyReferenceResolves() {
        var references: [String] = []
        collectReferences(document.root, into: &references)
        #expect(!references.isEmpty)
        for reference in references {
            #expect(document.validator.resolve(reference) != nil, "\(reference) does not resolve")
        }
    }

    @Test func schemasUseOnlySupportedKeywords() {
        let documentation: Set<String> = ["description", "default", "example", "title"]
        var unknown: Set<String> = []
        func visit(_ schema: JSONValue) {
            guard let members = schema.objectValue else { return }
            for (keyword, value) in members {
                if !JSONSchemaValidator.supportedKeywords.contains(keyword), !documentation.contains(keyword) {
                    unknown.insert(keyword)
                }
                switch keyword {
                case "properties": value.objectValue?.values.forEach(visit)
                case "items", "additionalProperties": visit(value)
                case "oneOf", "anyOf": value.arrayValue?.forEach(visit)
                default: break
                }
            }
        }
        document.root["components"]?["schemas"]?.objectValue?.values.forEach(visit)
        #expect(unknown.isEmpty, "unsupported schema keywords: \(unknown.sorted())")
    }

    @Test func everyOperationDocumentsItsSuccessAndUnauthorized() {
        for operation in document.operations {
            let op = document.operation(method: operation.method, path: operation.path)
            let statuses = op?["responses"]?.objectValue?.keys.sorted() ?? []
            #expect(statuses.contains { $0.hasPrefix("2") }, "\(operation) lists no success")
            let isPublic = op?["security"]?.arrayValue?.isEmpty == true
            if !isPublic {
                #expect(statuses.contains("401"), "\(operation.method) \(operation.path) should list 401")
            }
        }
    }

    private func collectReferences(_ value: JSONValue, into references: inout [String]) {
        switch value {
        case .object(let members):
            if let reference = members["$ref"]?.stringValue { references.append(reference) }
            for member in members.values { collectReferences(member, into: &references) }
        case .array(let elements):
            for element in elements { collectReferences(element, into: &references) }
        default:
            break
        }
    }
}
