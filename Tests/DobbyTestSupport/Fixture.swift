public import DobbyCore

/// Recorders and patterns whose call sites are fixed, so that reports are
/// the same text on every machine.
public enum Fixture {
  public static let file: StaticString = "/src/Tests/ThingTests.swift"
  public static let options = PlainTextOptions(basePath: "/src")

  public static func record<V: Sendable>(_ value: V, in recorder: Recorder<V>, line: UInt) {
    recorder.record(value, fileID: "ThingTests/ThingTests.swift", filePath: file, line: line)
  }

  @discardableResult
  public static func expect<V: Sendable, M: MatcherConvertible>(
    _ matcher: M, in recorder: Recorder<V>, times: Cardinality = .once, on pattern: Pattern,
    line: UInt
  ) -> Pattern where M.Matched == V {
    pattern.expect(
      matcher, in: recorder, times: times, fileID: "ThingTests/ThingTests.swift", filePath: file,
      line: line)
  }

  /// The out-of-order failure of SPEC section 8: `fst(1)` before `snd("foobar")`.
  public static func outOfOrder() -> VerificationReport {
    let fst = Recorder<Int>(name: "fst")
    let snd = Recorder<String>(name: "snd")
    let pattern = Pattern()
    expect("foobar", in: snd, on: pattern, line: 21)
    expect(1, in: fst, on: pattern, line: 22)
    record(1, in: fst, line: 18)
    record("foobar", in: snd, line: 19)
    return pattern.check()
  }
}
