public import DobbyCore

extension RecordingComparison {
  /// What became of one expectation in one recording.
  public enum ExpectationVerdict: Sendable, Hashable {
    /// An expectation met within its cardinality.
    case fulfilled
    /// An expectation met fewer times than its minimum, with no mismatch
    /// of its own: a failure earlier in the timeline accounts for it.
    case unmet
    /// A rejection that nothing matched.
    case held
    /// The expectation is the subject of a mismatch of this kind (the
    /// first, when there are several).
    case failed(Mismatch.Kind)
    /// The recording's pattern has no such expectation.
    case absent

    /// `fulfilled`, `not met`, `never matched`, `DOBBY-E004 unfulfilled`,
    /// `absent`.
    public var text: String {
      switch self {
      case .fulfilled: "fulfilled"
      case .unmet: "not met"
      case .held: "never matched"
      case .failed(let kind): "\(kind.code) \(kind.title)"
      case .absent: "absent"
      }
    }
  }

  /// An expectation whose verdict differs between the recordings.
  public struct VerdictChange: Sendable, Hashable {
    /// The expectation's id number (`E1` is 1).
    public var expectation: Int
    /// `E1 inventory == OrderLine(…) (at most 1 time)`, escaped, from the
    /// recording that has it (the second when both do).
    public var description: String
    /// Its verdict in the first recording.
    public var before: ExpectationVerdict
    /// Its verdict in the second recording.
    public var after: ExpectationVerdict
  }

  /// An expectation that is not the same in both recordings' patterns.
  public struct PatternDifference: Sendable, Hashable {
    /// The expectation's id number (`E1` is 1).
    public var expectation: Int
    /// How the first recording states it; `nil` when it has no such
    /// expectation.
    public var a: String?
    /// How the second recording states it; `nil` when it has no such
    /// expectation.
    public var b: String?

    /// `E2 only in B (payments == 5)`, `E1 is inventory == 1 in A, inventory == 2 in B`.
    public var text: String {
      let id = ExpectationID(number: expectation)
      return switch (a, b) {
      case (let a?, let b?): "\(id) is \(a) in A, \(b) in B"
      case (let a?, nil): "\(id) only in A (\(a))"
      case (nil, let b?): "\(id) only in B (\(b))"
      case (nil, nil): "\(id)"
      }
    }
  }

  /// The verdict of expectation `id` in `report`.
  static func verdict(of id: ExpectationID, in report: VerificationReport) -> ExpectationVerdict {
    guard let expectation = report.expectation(id) else { return .absent }
    if let mismatch = report.mismatches.first(where: { $0.expectation == id && $0.due == nil })
      ?? report.mismatches.first(where: { $0.expectation == id })
    {
      return .failed(mismatch.kind)
    }
    if expectation.kind == .reject { return .held }
    return expectation.matchCount < expectation.cardinality.minimum ? .unmet : .fulfilled
  }

  /// `inventory == OrderLine(…) (at most 1 time)`: the expectation without
  /// its label, escaped.
  static func statement(of expectation: ExpectationRecord, in report: VerificationReport)
    -> String
  {
    let recorders = report.recorders
    let name =
      recorders.indices.contains(expectation.recorder)
      ? DisplayText.escape(recorders[expectation.recorder].name) : "?"
    let matcher = DisplayText.escape(expectation.matcher)
    switch expectation.kind {
    case .reject: return "reject \(name) \(matcher)"
    case .expect:
      return expectation.cardinality == .once
        ? "\(name) \(matcher)" : "\(name) \(matcher) (\(expectation.cardinality))"
    }
  }

  /// The verdict changes and the pattern differences of `a` and `b`,
  /// expectation by expectation.
  static func compareExpectations(_ a: VerificationReport, _ b: VerificationReport)
    -> ([VerdictChange], [PatternDifference])
  {
    let count = max(a.expectations.count, b.expectations.count)
    var changes: [VerdictChange] = []
    var differences: [PatternDifference] = []
    for id in (0..<count).map(ExpectationID.init(index:)) {
      let statementA = a.expectation(id).map { statement(of: $0, in: a) }
      let statementB = b.expectation(id).map { statement(of: $0, in: b) }
      if statementA != statementB {
        differences.append(PatternDifference(expectation: id.number, a: statementA, b: statementB))
      }
      let before = verdict(of: id, in: a)
      let after = verdict(of: id, in: b)
      if before != after {
        let description = "\(id) " + (statementB ?? statementA ?? "")
        changes.append(
          VerdictChange(
            expectation: id.number, description: description, before: before, after: after))
      }
    }
    return (changes, differences)
  }
}
