/// What a long eventual verification says, once, while it still waits:
/// which expectation it waits for and how long is left.
///
/// ```text
/// dobby: still waiting for DOBBY-E004 unfulfilled: E1 payments == 1 expected once, matched 0 times; 595 s left of 600 s
/// ```
package enum WaitNote {
  /// How long a wait goes on before it says what it waits for.
  @TaskLocal package static var after: Duration = .seconds(5)

  /// Where the note goes: standard error unless a test binds it.
  @TaskLocal package static var sink: @Sendable (String) -> Void = { StandardError.print($0) }

  /// The note for a wait of `total` whose report is `report` and which
  /// has `left` to go.
  static func text(_ report: VerificationReport, left: Duration, of total: Duration) -> String {
    let waitsFor = report.headline ?? "the pattern to pass"
    return
      "dobby: still waiting for \(waitsFor); \(seconds(left)) s left of \(seconds(total)) s"
  }

  /// `duration` in whole seconds, rounded up.
  private static func seconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return attoseconds > 0 ? seconds &+ 1 : seconds
  }
}

extension Duration {
  /// The longest wait an eventual verification makes: about 68 years.
  /// A longer duration waits this long, and no arithmetic on it overflows.
  static let longestWait = Duration.seconds(Int64(Int32.max))

  /// The duration as a wait: at least zero, at most ``longestWait``.
  var asWait: Duration { Swift.min(Swift.max(self, .zero), .longestWait) }
}
