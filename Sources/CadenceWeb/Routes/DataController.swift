import CadenceCore
import CadenceHTTP
import CadenceImport
import CadenceServices
import Foundation
import Hummingbird

/// The import and export page (docs/web.md "import/export"; docs/import-export.md):
/// `GET /data`, the downloads `GET /data/export.json` and `GET /data/export/{file}` (the CSV
/// files), and `POST /data/import` — a `multipart/form-data` upload of one file (or of a folder
/// format's files), previewed with `dryRun`, otherwise written in one transaction and logged,
/// through the same `ExportService` and `ImportService` calls as the API's
/// `ImportExportController`. The answer shows the result (200) or the refusal (422, nothing
/// written but the failed log entry).
struct DataController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("data", use: show)
        routes.get("data/export.json", use: exportJSON)
        routes.get("data/export/loop.db", use: exportLoop)
        routes.get("data/export/{file}", use: exportCSV)
        routes.post("data/import", use: importFile)
        return routes
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        return try await answer(try await dataPage(for: user, visit: visit), visit: visit)
    }

    /// The whole of the user's data as Cadence's JSON export, as a download.
    @Sendable func exportJSON(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let data = try await ExportService(service: dependencies.service).exportJSON(for: user)
        let today = try await dependencies.service.today(for: user)
        return Self.download(data, contentType: "application/json", fileName: "cadence-export-\(today).json")
    }

    /// The habits as a Loop Habit Tracker backup (docs/import-export.md "Loop backup export"),
    /// as a download; what Loop cannot hold is listed by `cadence export --format loop`.
    @Sendable func exportLoop(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let backup = try await ExportService(service: dependencies.service).loopBackup(for: user)
        let today = try await dependencies.service.today(for: user)
        return Self.download(backup.data, contentType: "application/vnd.sqlite3", fileName: "Loop Habits Backup \(today).db")
    }

    /// One of the CSV files (`habits.csv`, `checkins.csv`, `days.csv`), as a download.
    @Sendable func exportCSV(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let name = context.parameters.get("file") ?? ""
        guard ExportService.csvFileNames.contains(name) else { throw HTTPRefusal.notFound("no export file '\(name)'") }
        let files = try await ExportService(service: dependencies.service).exportCSV(for: user)
        let today = try await dependencies.service.today(for: user)
        let stem = name.replacingOccurrences(of: ".csv", with: "")
        return Self.download(
            Data((files[name] ?? "").utf8), contentType: "text/csv; charset=utf-8", fileName: "cadence-\(stem)-\(today).csv")
    }

    /// Reads the upload (at most `BoundedRequestBody.maximumImportSize`), checks its CSRF
    /// field, then previews the file and, unless it is a dry run, writes it.
    @Sendable func importFile(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await multipartForm(request)
        let fields = form.fields
        guard CSRFProtection.isValid(fields.raw(CSRFProtection.fieldName), for: request) else { throw PageRefusal.csrfRejected }
        var page = try await dataPage(for: user, visit: visit)
        page.dryRun = fields.isChecked("dryRun")
        page.format = fields["format"] ?? "auto"
        var format: ImportFormat?
        if page.format != "auto" {
            guard let chosen = ImportFormat(rawValue: page.format) else {
                page.error = page.text.localized("Unknown format {format}.", ["format": InputExcerpt.quoted(page.format)])
                return try await answer(page, visit: visit, status: .unprocessableContent)
            }
            format = chosen
        }
        let upload = UploadedFiles(form.files(named: "file"))
        guard !upload.files.isEmpty else {
            page.error = page.text.localized("Choose a file to import.")
            return try await answer(page, visit: visit, status: .unprocessableContent)
        }
        let importer = ImportService(service: dependencies.service)
        let startedAt = dependencies.service.now
        let plan: ImportPlan
        do {
            plan = try await upload.plan(with: importer, format: format, for: user, startedAt: startedAt)
        } catch {
            await importer.logFailure(
                format: format?.rawValue ?? "unknown", fileName: upload.name, startedAt: startedAt, error: error, for: user)
            return try await refused(error, upload: upload, visit: visit, user: user, page: page)
        }
        if page.dryRun {
            page.outcome = .imported(plan.summary, dryRun: true)
            return try await answer(page, visit: visit)
        }
        do {
            let result = try await importer.apply(plan, for: user)  // logs its own failure
            var written = try await dataPage(for: user, visit: visit)
            written.outcome = .imported(result.summary, dryRun: false)
            written.format = page.format
            return try await answer(written, visit: visit)
        } catch {
            return try await refused(error, upload: upload, visit: visit, user: user, page: page)
        }
    }

    // MARK: Helpers

    /// The upload, refused with 413 beyond the import limit and with 400 when malformed.
    private func multipartForm(_ request: Request) async throws -> MultipartForm {
        let limit = BoundedRequestBody.maximumImportSize
        let buffer = try await BoundedRequestBody.collect(request, upTo: limit)
        return try MultipartForm(body: Array(buffer.readableBytesView), contentType: request.headers[.contentType])
    }

    /// An issue as the web page says it: hints meant for the command line point to this page's
    /// own controls instead (docs/web.md "Decisions").
    static func forThePage(_ issue: ImportIssue) -> ImportIssue {
        var issue = issue
        issue.message = issue.message
            .replacingOccurrences(of: " (`--format` on the command line, Format on the web page)", with: " (the Format menu below)")
            .replacingOccurrences(of: " (`cadence export --format json`)", with: " (Export JSON on this page)")
        return issue
    }

    /// The page after a refused import (422), with the refusal's issues; an error that is not a
    /// refusal is thrown on (an error page).
    private func refused(_ error: any Error, upload: UploadedFiles, visit: WebVisit, user: UserID, page: DataPage) async throws
        -> Response
    {
        let issues: [ImportIssue]
        switch error {
        case let failure as ImportFailure: issues = failure.issues
        case let issue as ImportIssue: issues = [issue]
        case let refusal as CadenceError: issues = [ImportIssue(upload.name, field: refusal.field, refusal.message)]
        default: throw error
        }
        var answered = try await dataPage(for: user, visit: visit)  // the history now holds the failure
        answered.format = page.format
        answered.dryRun = page.dryRun
        answered.outcome = .refused(fileName: upload.name, issues: issues.map(Self.forThePage))
        return try await answer(answered, visit: visit, status: .unprocessableContent)
    }

    private func dataPage(for user: UserID, visit: WebVisit) async throws -> DataPage {
        let service = dependencies.service
        var page = DataPage(
            history: try await ImportService(service: service).history(for: user), calendar: try await service.calendar(for: user),
            csrfField: visit.csrfField)
        page.text = WebText(try await visit.localizer())
        return page
    }

    private func answer(_ page: DataPage, visit: WebVisit, status: HTTPResponse.Status = .ok) async throws -> Response {
        try await visit.page("Import & export", section: .data, status: status, body: page.body, localizer: page.text.localizer)
    }

    /// A file download.
    private static func download(_ data: Data, contentType: String, fileName: String) -> Response {
        let headers: HTTPFields = [
            .contentType: contentType,
            .contentDisposition: "attachment; filename=\"\(fileName)\"",
            .cacheControl: "no-store",
            .xContentTypeOptions: "nosniff",
        ]
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
