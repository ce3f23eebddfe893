/// The lines around one location, cut from a ``SourceSnippet``: what the
/// plain text prints under the first divergence and the debugger's source
/// pane shows.
package struct SourceExcerpt: Sendable, Hashable {
  /// The path as recorded.
  package var path: String
  /// The marked line, 1-based.
  package var line: Int
  /// The number of the first line shown.
  package var firstLine: Int
  /// The lines shown, from ``firstLine``.
  package var lines: [String]
  /// Where the lines were read on this machine; `nil` when the recording
  /// carried them.
  package var file: String?

  /// The lines of `snippet` within `radius` lines of `line`, or `nil` when
  /// the snippet does not hold `line`.
  package init?(_ snippet: SourceSnippet, line: Int, before: Int, after: Int) {
    guard snippet.contains(line: line) else { return nil }
    let first = max(snippet.firstLine, line - max(0, before))
    let last = min(snippet.lastLine, line + max(0, after))
    path = snippet.path
    self.line = line
    firstLine = first
    lines = Array(snippet.lines[(first - snippet.firstLine)...(last - snippet.firstLine)])
    file = snippet.file
  }

  /// The number of the last line shown.
  package var lastLine: Int { firstLine + lines.count - 1 }
}
