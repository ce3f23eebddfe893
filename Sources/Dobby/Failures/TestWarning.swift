import Testing

/// Where a warning goes: a Swift Testing warning issue at its place, or,
/// under XCTest (which has no warnings on Linux) and outside any test, a
/// compiler-style `warning:` line on standard error.
enum TestWarning {
  /// Reports `text` as a warning at `site`.
  ///
  /// - Parameter framework: The framework the warning's subject was made
  ///   under, used when no Swift Testing test is current.
  static func record(_ text: String, at site: CallSite, framework: UInt8 = Framework.none) {
    if Test.current != nil || framework == Framework.swiftTesting {
      Issue.record(
        Comment(rawValue: text), severity: .warning,
        sourceLocation: SourceLocation(
          fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
    } else {
      let path = relativePath(site.filePath, base: currentDirectory())
      StandardError.print("\(path):\(site.line): warning: \(DisplayText.escape(text))")
    }
  }
}
