import DobbyCore

/// The line shown while a recording loads: its name, and how much of it
/// has been read.
///
/// ```text
/// loading Big.dobby.jsonl  12.0 of 80.3 MiB (14%)
/// ```
package enum LoadingLine {
  /// The line for `read` of `total` bytes of the file named `name`
  /// (escaped), elided in the middle to `columns`.
  package static func text(name: String, read: Int, total: Int, columns: Int = 80) -> String {
    let percent = total > 0 ? min(100, read * 100 / total) : 100
    let amount = "  \(mebibytes(read)) of \(mebibytes(total)) MiB (\(percent)%)"
    let room = columns - DisplayText.width(amount) - "loading ".count
    return "loading " + DisplayText.fit(DisplayText.escape(name), to: max(1, room)) + amount
  }

  /// `bytes` in MiB with one decimal.
  private static func mebibytes(_ bytes: Int) -> String {
    let tenths = bytes * 10 / (1 << 20)
    return "\(tenths / 10).\(tenths % 10)"
  }
}
