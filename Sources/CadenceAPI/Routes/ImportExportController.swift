import CadenceCore
import CadenceHTTP
import CadenceImport
import CadenceServices
import Foundation
import Hummingbird

/// `/api/v1/export` and `/api/v1/import` (docs/import-export.md): all of a user's data out as
/// Cadence's versioned JSON document, and another app's file in — previewed with
/// `dryRun=true`, otherwise written in one transaction and logged.
struct ImportExportController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("export", use: export)
        routes.post("import", use: importFile)
        routes.get("imports", use: history)
        return routes
    }

    /// The whole of the user's data as one `CadenceExportDocument` (`cadence export --format json`).
    @Sendable func export(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return JSONResponse.json(try await ExportService(service: dependencies.service).exportJSON(for: user))
    }

    /// Reads the body as the file named by `fileName` (its content decides the format unless
    /// `format` is given); answers the import's summary. A refused file changes nothing (422).
    @Sendable func importFile(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = request.uri.queryParameters
        let fileName = query["fileName"].map(String.init) ?? "upload"
        let format = try query["format"].map { text in
            guard let format = ImportFormat(rawValue: String(text)) else {
                throw HTTPRefusal.invalidParameter(
                    "format", "unknown format '\(text)'; one of \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        }
        let dryRun = query["dryRun"].map { $0 == "true" || $0 == "1" } ?? false
        let buffer = try await BoundedRequestBody.collect(request, upTo: BoundedRequestBody.maximumImportSize)
        let data = Data(buffer.readableBytesView)
        let importer = ImportService(service: dependencies.service)
        let startedAt = dependencies.service.now
        do {
            let plan = try await importer.preview(data: data, fileName: fileName, format: format, for: user)
            if dryRun { return try JSONResponse.make(plan.summary) }
            return try JSONResponse.make(try await importer.apply(plan, for: user).summary)
        } catch {
            await importer.logFailure(
                format: format?.rawValue ?? "unknown", fileName: fileName, startedAt: startedAt, error: error, for: user)
            throw error
        }
    }

    /// The user's import log, newest first (`cadence import --history`).
    @Sendable func history(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        return try JSONResponse.make(try await ImportService(service: dependencies.service).history(for: user).map(ImportRecordJSON.init))
    }
}
