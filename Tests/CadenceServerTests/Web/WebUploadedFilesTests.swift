import CadenceAPI
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// `UploadedFiles`: an import upload's name and relative paths (one file, or a folder's files).
@Suite struct WebUploadedFilesTests {
    func part(_ fileName: String, _ text: String = "x") -> MultipartPart {
        MultipartPart(name: "file", fileName: fileName, body: Array(text.utf8))
    }

    @Test func oneFileIsNamedByItsLastComponent() {
        let upload = UploadedFiles([part("C:\\fakepath\\export.json", "{}")])
        #expect(upload.name == "export.json")
        #expect(upload.files.map(\.path) == ["export.json"])
        #expect(upload.files.first?.data == Data("{}".utf8))
    }

    @Test func aFolderIsNamedByItsCommonFirstComponent() {
        let upload = UploadedFiles([part("Loop/Habits.csv"), part("Loop/001 Read/Checkmarks.csv")])
        #expect(upload.name == "Loop")
        #expect(upload.files.map(\.path) == ["Habits.csv", "001 Read/Checkmarks.csv"])
    }

    @Test func filesWithoutACommonFolderKeepTheirPaths() {
        let upload = UploadedFiles([part("lucidpal_habits.json"), part("lucidpal_entries_2026-06.json")])
        #expect(upload.name == "upload")
        #expect(upload.files.map(\.path) == ["lucidpal_habits.json", "lucidpal_entries_2026-06.json"])
    }

    @Test func pathsNeverLeaveTheFolder() {
        let upload = UploadedFiles([part("../../etc/passwd"), part("./a/../b.json")])
        #expect(upload.files.map(\.path) == ["etc/passwd", "a/b.json"])
        #expect(upload.files.allSatisfy { !$0.path.contains("..") && !$0.path.hasPrefix("/") })
    }
}
