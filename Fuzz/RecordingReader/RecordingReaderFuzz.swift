import DobbyCore

/// Fuzzes the recording reader with arbitrary bytes. It must answer every
/// input with a report or one `RecordingFileError` line, never a crash, a
/// hang or unbounded memory; a report it returns must render, and must
/// save and load back to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecordingReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let buffer = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
  let report: VerificationReport
  do {
    report = try RecordingDecoder.decode(buffer, path: "fuzz.dobby.jsonl")
  } catch {
    let message = String(describing: error)
    precondition(!message.contains("\n"), "an error of more than one line: \(message)")
    precondition(message.hasPrefix("fuzz.dobby.jsonl"), "an error not naming the file: \(message)")
    return 0
  }
  for format in ReportFormat.allCases { _ = report.rendered(as: format) }
  // What loaded saves, and loads back the same (complete reports only: an
  // incomplete one is refused by the writer as inconsistent).
  guard report.isComplete, let bytes = try? report.recordingBytes(path: "again") else { return 0 }
  let again = bytes.withUnsafeBufferPointer {
    try? RecordingDecoder.decode($0, path: "again.dobby.jsonl")
  }
  precondition(again == report, "a loaded report did not round-trip")
  return 0
}
