public import DobbyCore

/// Recorders and patterns whose call sites are fixed (``FixedSite/thing``),
/// so that reports are the same text on every machine.
public enum Fixture {
  public static let file = FixedSite.thing.filePath
  public static let options = PlainTextOptions(basePath: "/src")

  public static func record<V: Sendable>(_ value: V, in recorder: Recorder<V>, line: UInt) {
    FixedSite.thing.record(value, in: recorder, line: line)
  }

  @discardableResult
  public static func expect<V: Sendable, M: MatcherConvertible>(
    _ matcher: M, in recorder: Recorder<V>, times: Cardinality = .once,
    after predecessors: [ExpectationHandle] = [], on pattern: Pattern, line: UInt
  ) -> ExpectationHandle where M.Matched == V {
    FixedSite.thing.expect(
      matcher, in: recorder, times: times, after: predecessors, on: pattern, line: line)
  }

  /// The out-of-order failure of SPEC section 8: `fst(1)` before `snd("foobar")`.
  public static func outOfOrder() -> VerificationReport { FixedSite.thing.outOfOrder() }
}
