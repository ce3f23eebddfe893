import DobbyCore
import DobbyRecording
import Foundation

/// `--plain` or `--format` on a directory or several files: every
/// recording reported in one output, for CI.
///
/// Recordings are read one at a time, in the order given, a directory's in
/// name order, and only what a format must hold back (JUnit's test cases,
/// for the counts at the top) is kept. A path that cannot be read is one
/// line on standard error and the others are still reported.
///
/// | format | several recordings |
/// |---|---|
/// | plain, github | each report in turn, a blank line between them |
/// | junit | one `<testsuite>`, one `<testcase>` per recording; an unreadable one is an `<error>` |
/// | json | one JSON array whose elements are the recordings' documents |
struct BatchReport {
  let format: ReportFormat
  let options: PlainTextOptions
  let write: (UnsafeRawBufferPointer) -> Void
  let complain: (String) -> Void

  private var reported = 0
  private var failed = false
  private var unreadable = false
  private var cases: [JUnitReporter.TestCase] = []

  init(
    format: ReportFormat, options: PlainTextOptions,
    write: @escaping (UnsafeRawBufferPointer) -> Void, complain: @escaping (String) -> Void
  ) {
    self.format = format
    self.options = options
    self.write = write
    self.complain = complain
  }

  /// Reports every recording under `paths` and returns the exit status:
  /// 2 if any could not be read, else 1 if any failed, else 0.
  static func run(
    _ paths: [String], format: ReportFormat, options: PlainTextOptions,
    write: @escaping (UnsafeRawBufferPointer) -> Void, complain: @escaping (String) -> Void
  ) -> Int32 {
    var batch = BatchReport(format: format, options: options, write: write, complain: complain)
    batch.begin()
    for path in paths { batch.add(path) }
    return batch.end()
  }

  private mutating func add(_ path: String) {
    guard let isDirectory = Recordings.isDirectory(path) else {
      return problem(path, "\(path): no such file or directory")
    }
    guard isDirectory else { return report(path) }
    let files: [Recordings.File]
    do {
      files = try Recordings.list(path)
    } catch {
      return problem(path, error.description)
    }
    guard !files.isEmpty else {
      return problem(path, "\(path): no recordings (*.dobby.jsonl) in the directory")
    }
    // Named as given (a relative DIR gives relative paths), in name order.
    let prefix = path.hasSuffix("/") ? path : path + "/"
    for name in files.map(\.name).sorted() { report(prefix + name) }
  }

  private mutating func report(_ path: String) {
    let recording: RecordingFile
    do {
      recording = try Recordings.open(path)
    } catch {
      return problem(path, error.description)
    }
    let report = recording.report
    if !report.passed { failed = true }
    var options = self.options
    options.recordingPath = path
    switch format {
    case .plain, .github:
      if reported > 0 { emit("\n") }
      report.render(as: format, options: options, to: write)
    case .junit:
      cases.append(JUnitReporter(options: options).testCase(for: report, path: path))
    case .json:
      if reported > 0 { emit(",\n") }
      recording.writeJSON(to: write)
    }
    reported += 1
  }

  private mutating func problem(_ path: String, _ message: String) {
    unreadable = true
    complain(message)
    if format == .junit {
      cases.append(JUnitReporter(options: options).testCase(unreadable: path, message: message))
    }
  }

  private func begin() {
    if format == .json { emit("[\n") }
  }

  private func end() -> Int32 {
    switch format {
    case .plain, .github: break
    case .junit: emit(JUnitReporter(options: options).document(cases: cases))
    case .json: emit("]\n")
    }
    return unreadable ? 2 : failed ? 1 : 0
  }

  private func emit(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }
}
