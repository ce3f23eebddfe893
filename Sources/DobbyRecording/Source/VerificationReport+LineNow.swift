package import DobbyCore

extension VerificationReport {
  /// How far from a recorded line ``lineNow(path:line:)`` looks for it in
  /// an edited file: 500 lines either way.
  package static let lineNowReach = 500

  /// Where the line recorded as `line` of `path` stands now, when the file
  /// has been edited since the recording (``sourceChanged(path:)``): the
  /// line of the file that reads as the recording carried it (cut as the
  /// writer cuts it), the nearest to `line` within ``lineNowReach`` lines,
  /// the earlier of two as near. `nil` when the file has not been edited,
  /// the recording carried no line there, or no line near reads so (the
  /// line itself was edited).
  ///
  /// - Complexity: O(``lineNowReach``) line comparisons.
  package func lineNow(path: String, line: Int) -> Int? {
    // A changed file's carried snippets come before it: the excerpt at
    // `line` is the carried line where the recording kept one.
    guard sourceChanged(path: path),
      let carried = sourceExcerpt(path: path, line: line, before: 0, after: 0),
      carried.file == nil, let file = sourceFileSnippet(path: path)
    else { return nil }
    func reads(_ number: Int) -> Bool {
      file[line: number].map { SourceGathering.reads($0, as: carried.lines[0]) } ?? false
    }
    for distance in 0...Self.lineNowReach {
      if reads(line - distance) { return line - distance }
      if distance > 0, reads(line + distance) { return line + distance }
    }
    return nil
  }
}
