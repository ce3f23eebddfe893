/// A few consecutive lines of a source file that a report names, so that
/// the code beside a step can be shown where the file is not.
///
/// A recording keeps one around each distinct location of its callers and
/// expectations (see `SourceGathering` in DobbyRecording, which also
/// bounds them); a report opened where the files are holds the files'
/// lines instead, with ``file`` naming where they were read.
package struct SourceSnippet: Sendable, Hashable {
  /// The path as the report records it (a call site's `filePath`).
  package var path: String
  /// The number of the first line, 1-based.
  package var firstLine: Int
  /// The lines, without their line breaks.
  package var lines: [String]
  /// Where the lines were read on this machine; `nil` for lines the
  /// recording carried.
  package var file: String?

  /// A snippet of `lines` from `path`, starting at line `firstLine`.
  package init(path: String, firstLine: Int, lines: [String], file: String? = nil) {
    self.path = path
    self.firstLine = firstLine
    self.lines = lines
    self.file = file
  }

  /// The number of the last line; `firstLine - 1` when empty.
  package var lastLine: Int { firstLine + lines.count - 1 }

  /// Whether the snippet holds line `line`.
  package func contains(line: Int) -> Bool { line >= firstLine && line <= lastLine }

  /// Line `line` (1-based), or `nil` when the snippet does not hold it.
  package subscript(line line: Int) -> String? {
    contains(line: line) ? lines[line - firstLine] : nil
  }
}
