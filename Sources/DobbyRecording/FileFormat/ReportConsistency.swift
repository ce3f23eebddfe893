import DobbyCore

/// The invariants a report must keep to be saved, which are the ones a
/// reader checks: ids and sequence numbers in place, every reference in
/// range, cardinalities well formed, and a size a reader accepts.
///
/// `check()` always produces consistent reports; a hand-built one may not.
enum ReportConsistency {
  /// - Throws: ``RecordingFileError/Problem/inconsistentReport(_:)``
  ///   naming the first broken invariant.
  /// - Complexity: O(n) in the number of recorders, expectations,
  ///   mismatches and timeline entries.
  static func check(_ report: VerificationReport) throws(RecordingFileError.Problem) {
    let recorders = report.recorders.count
    let expectations = report.expectations.count
    let mismatches = report.mismatches.count
    let steps = report.timeline.count
    let lines = 2 + recorders + expectations + mismatches + steps
    guard lines <= RecordingFormat.maxLines else {
      throw .inconsistentReport(
        "it would take \(lines) lines, more than \(RecordingFormat.maxLines)")
    }
    for (index, recorder) in report.recorders.enumerated() where recorder.id != index {
      throw .inconsistentReport("recorders[\(index)].id is \(recorder.id), expected \(index)")
    }
    for index in report.expectations.indices {
      let expectation = report.expectations[index]
      func at() -> String { "expectations[\(index)]" }
      guard expectation.id == ExpectationID(index: index) else {
        throw .inconsistentReport(
          "\(at()).id is \(expectation.id.number), expected \(ExpectationID(index: index).number)")
      }
      try inRange(expectation.recorder, recorders, "\(at()).recorder")
      guard isWellFormed(expectation.cardinality) else {
        throw .inconsistentReport("\(at()).cardinality \(expectation.cardinality) is malformed")
      }
      for earlier in expectation.after where !(0..<expectation.id.index).contains(earlier.index) {
        throw .inconsistentReport("\(at()).after names \(earlier), not an earlier expectation")
      }
    }
    for index in report.mismatches.indices {
      let mismatch = report.mismatches[index]
      func at() -> String { "mismatches[\(index)]" }
      try inRange(mismatch.step?.index, steps, "\(at()).step")
      try inRange(mismatch.expectation?.index, expectations, "\(at()).expectation")
      try inRange(mismatch.due?.index, expectations, "\(at()).due")
      try inRange(mismatch.predecessor?.index, expectations, "\(at()).predecessor")
      try inRange(mismatch.predecessorStep?.index, steps, "\(at()).predecessorStep")
      try inRange(
        mismatch.nearestMiss?.expectation?.index, expectations,
        "\(at()).nearestMiss.expectation")
      try inRange(mismatch.nearestMiss?.step?.index, steps, "\(at()).nearestMiss.step")
      if mismatch.kind == .unused && mismatch.reaction == nil {
        throw .inconsistentReport("\(at()) is unused but names no reaction")
      }
    }
    for index in report.timeline.indices {
      let (step, recorder, verdict) = report.timeline.withUnsafeBufferPointer {
        ($0[index].step, $0[index].recorder, $0[index].verdict)
      }
      func at() -> String { "timeline[\(index)]" }
      guard step.index == index else {
        throw .inconsistentReport("\(at()).step is \(step.index), expected \(index)")
      }
      try inRange(recorder, recorders, "\(at()).recorder")
      switch verdict {
      case .matched(let id): try inRange(id.index, expectations, "\(at()).verdict")
      case .mismatch(let mismatch): try inRange(mismatch, mismatches, "\(at()).verdict")
      case .ignored: break
      }
    }
    try inRange(report.firstDivergence?.index, steps + 1, "firstDivergence")
    if report.passed && mismatches > 0 {
      throw .inconsistentReport(
        "it passed but holds \(RecordingFileError.Problem.count(mismatches, "mismatch"))")
    }
  }

  /// Whether a cardinality's counts are non-negative (and its range ordered,
  /// which `ClosedRange` already ensures).
  static func isWellFormed(_ cardinality: Cardinality) -> Bool {
    switch cardinality {
    case .once, .never: true
    case .exactly(let n), .atLeast(let n), .atMost(let n): n >= 0
    case .between(let range): range.lowerBound >= 0
    }
  }

  /// - Parameter what: Names the value; built only when it is out of range.
  private static func inRange(
    _ value: Int?, _ count: Int, _ what: @autoclosure () -> String
  ) throws(RecordingFileError.Problem) {
    guard let value, !(0..<count).contains(value) else { return }
    throw .inconsistentReport("\(what()) is out of range")
  }
}
