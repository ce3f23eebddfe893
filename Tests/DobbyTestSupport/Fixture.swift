public import DobbyCore

/// Recorders and patterns whose call sites are fixed (``Site/thing``), and the
/// reports, recordings and screens the tests of every target share,
/// so that reports are the same text on every machine.
public enum Fixture {
  public static let file = Site.thing.filePath
  public static let options = PlainTextOptions(basePath: "/src")

  public static func record<V: Sendable>(_ value: V, in recorder: Recorder<V>, line: UInt) {
    Site.thing.record(value, in: recorder, line: line)
  }

  @discardableResult
  public static func expect<V: Sendable, M: MatcherConvertible>(
    _ matcher: M, in recorder: Recorder<V>, times: Cardinality = .once,
    after predecessors: [ExpectationHandle] = [], on pattern: Pattern, line: UInt
  ) -> ExpectationHandle where M.Matched == V {
    Site.thing.expect(
      matcher, in: recorder, times: times, after: predecessors, on: pattern, line: line)
  }

  /// The out-of-order failure that the reading-a-failure article shows:
  /// `fst(1)` before `snd("foobar")`, set up and recorded at `site`.
  public static func outOfOrder(at site: Site = .thing) -> VerificationReport {
    site.outOfOrder()
  }
}
