import Foundation
import Testing

@testable import Dobby

/// `verify()` saves the recording of a failed verification and names it in
/// the failure. The store is passed in, so that no test changes the
/// process environment while others run.
@Suite(.temporaryRecordings)
struct VerifyRecordingTests {
  private let directory: String

  init() throws {
    let base =
      NSTemporaryDirectory().hasSuffix("/")
      ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()
    var template = Array("\(base)/dobby-verify-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    directory = try #require(made.map { String(cString: $0) })
  }

  private func files(in path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  @Test func `a failing verify saves its recording and names it in the failure`() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(9)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    let recordings = directory + "/recordings"
    let store = RecordingStore(directory: recordings)
    var report: VerificationReport?
    withKnownIssue {
      report = Verification.conclude(
        pattern.check(), store: store, fileID: #fileID, filePath: #filePath, line: #line,
        column: #column)
    } matching: { issue in
      // The recording exists by the time the failure is recorded.
      let saved = (try? FileManager.default.contentsOfDirectory(atPath: recordings)) ?? []
      let text = issue.text
      return saved.count == 1
        && text.contains("DOBBY-E001 unexpected: #1 numbers(9)")
        && text.contains("\nrecording: \(recordings)/\(saved[0])\ninspect:   ")
        && text.hasSuffix(" \(recordings)/\(saved[0])\n")
    }
    let saved = files(in: recordings)
    let name = try #require(saved.first)
    #expect(saved.count == 1)
    #expect(name.hasPrefix("VerifyRecordingTests.a_failing_verify_saves_its_recording"))
    #expect(name.hasSuffix(".dobby.jsonl"))
    let loaded = try VerificationReport(contentsOf: URL(fileURLWithPath: recordings + "/" + name))
    #expect(loaded == report)
    #expect(
      loaded.title
        == "VerifyRecordingTests.a failing verify saves its recording and names it in the failure")
  }

  @Test func `a passing verify saves nothing`() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(1)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    let report = Verification.conclude(
      pattern.check(), store: RecordingStore(directory: directory),
      fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    #expect(report.passed)
    #expect(files(in: directory).isEmpty)
  }

  @Test func `a verify that cannot save still fails, saying why`() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let blocker = directory + "/file"
    #expect(FileManager.default.createFile(atPath: blocker, contents: Data([0x78])))
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(9)
    let pattern = Pattern()
    pattern.expect(1, in: numbers)
    withKnownIssue {
      _ = Verification.conclude(
        pattern.check(), store: RecordingStore(directory: blocker), fileID: #fileID,
        filePath: #filePath, line: #line, column: #column)
    } matching: { issue in
      let text = issue.text
      return text.contains("DOBBY-E001 unexpected: #1 numbers(9)")
        && text.hasSuffix(
          "recording: not saved: \(blocker): cannot write: \(blocker) is not a directory\n")
    }
  }
}
