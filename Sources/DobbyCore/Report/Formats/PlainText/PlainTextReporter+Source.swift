extension PlainTextReporter {
  /// Lines of code shown before and after the caller's line.
  static let codeRadius = 2

  /// The code under the first divergence, in the style of the compiler's
  /// diagnostics: the production caller's line (for an unfulfilled
  /// expectation, its nearest miss's caller) with two lines on each side,
  /// numbered in a gutter, and a `^` under the call; empty when the report
  /// holds no lines of that file.
  ///
  /// ```text
  ///       48 |     do {
  ///       49 |       charge = try payments.charge(amount, for: order.id)
  ///          |       ^
  ///       50 |     } catch {
  /// ```
  func codeBlock(for mismatch: Mismatch) -> [String] {
    let step = mismatch.kind == .unfulfilled ? mismatch.nearestMiss?.step : mismatch.step
    guard let step, let site = report.entry(at: step)?.caller?.callSite,
      let excerpt = report.sourceExcerpt(
        path: site.filePath, line: site.line, before: Self.codeRadius, after: Self.codeRadius)
    else { return [] }
    let gutter = String(excerpt.lastLine).count
    let indent = "    "
    let room = max(20, options.width - indent.count - gutter - 3)
    var block: [String] = []
    for (offset, text) in excerpt.lines.enumerated() {
      let number = String(excerpt.firstLine + offset)
      let code = DisplayText.escape(text.replacing("\t", with: "    "))
      let shown = DisplayText.truncate(code, to: room)
      let line = indent + String(repeating: " ", count: gutter - number.count) + number + " | "
      block.append((line + shown).trimmingTrailingSpaces())
      guard excerpt.firstLine + offset == site.line else { continue }
      let leading = code.prefix { $0 == " " }.count
      let column = site.column > 0 ? site.column - 1 : leading
      let at = min(max(column, 0), DisplayText.width(shown))
      block.append(
        indent + String(repeating: " ", count: gutter) + " | "
          + String(repeating: " ", count: at) + paint("^", .red))
    }
    return block
  }
}
