import DobbyCore

extension RecordingDecoder {
  /// The most lines a reader keeps from `source` lines: four times what a
  /// writer carries, so a file from a later writer with a larger bound
  /// still opens; lines past it are skipped.
  static let maxSourceLines = 4 * SourceGathering.maxLines
  /// The largest first line a `source` line may name.
  static let maxSourceLineNumber = Int(Int32.max)

  /// Reads a `source` line: `path`, the first `line` (1-based) and the
  /// `lines` themselves, each a string.
  mutating func source(_ fields: LineFields) throws(Problem) {
    let path = try fields.string("path")
    let first = try fields.int("line")
    guard (1...Self.maxSourceLineNumber).contains(first) else {
      throw .invalidValue(
        fields.path("line"), "is \(first), expected 1 to \(Self.maxSourceLineNumber)")
    }
    let elements = try fields.array("lines")
    var lines: [String] = []
    lines.reserveCapacity(min(elements.count, Self.maxSourceLines))
    for (index, element) in elements.enumerated() {
      guard case .string(let text) = element else {
        throw .wrongType(
          fields.path(element: "lines[\(index)]"), expected: "a string",
          got: element.kindDescription)
      }
      lines.append(text.text)
    }
    guard !lines.isEmpty, sourceLineCount + lines.count <= Self.maxSourceLines else { return }
    sourceLineCount += lines.count
    sourceSnippets.append(SourceSnippet(path: path, firstLine: first, lines: lines))
  }
}
