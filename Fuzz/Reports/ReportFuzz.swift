import DobbyCore
import DobbyRecording

/// Fuzzes the renderers with arbitrary reports: any names, values, indices
/// (in range or not), verdicts and mismatches. Every rendering must finish
/// without crashing and must not pass a terminal-controlling character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count)))
  let report = makeReport(&input)
  for format in ReportFormat.allCases where format != .json {
    let options = PlainTextOptions(
      color: input.bool(), ascii: input.bool(), basePath: input.bool() ? "/" : nil,
      recordingPath: input.bool() ? input.string() : nil, width: input.int(below: 300))
    let text = report.rendered(as: format, options: options)
    for scalar in text.unicodeScalars where scalar != "\n" && DisplayText.isUnsafe(scalar) {
      // Colour codes are the renderer's own, and only in plain text.
      if scalar == "\u{1B}" && options.color && format == .plain { continue }
      fatalError("\(format) passed U+\(String(scalar.value, radix: 16)) through")
    }
  }
  _ = report.rendered(as: .json)
  return 0
}
