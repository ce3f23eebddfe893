/// The outcome of verifying a pattern: what was expected, what happened, and
/// where and why the two diverged.
///
/// A report is a value: `check()` returns it without side effects, the
/// plain-text reporter renders it, recordings save it, and the debugger
/// replays it.
public struct VerificationReport: Sendable, Equatable {
  /// The test (or other context) that verified the pattern.
  public var title: String
  /// The pattern's mode.
  public var mode: PatternMode
  /// The clock cut: every interaction at or before this tick was replayed,
  /// none after it.
  public var clockCut: UInt64
  /// The replayed recorders, in lane order.
  public var recorders: [RecorderSummary]
  /// The expectations and rejections, in the order they were set up.
  public var expectations: [ExpectationRecord] {
    get { expectationList.elements }
    set { expectationList = DeferredArray(newValue) }
  }
  /// The replayed interactions merged by timestamp, each with its verdict.
  ///
  /// A report from `check()` builds it on first read (a passing check that
  /// is never printed does not need it); later reads are O(1) but each takes
  /// a lock, so read it into a local before a loop over its entries. The
  /// same holds for ``expectations``.
  public var timeline: [TimelineEntry] {
    get { timelineList.elements }
    set { timelineList = DeferredArray(newValue) }
  }
  /// Every mismatch, in timeline order (unfulfilled expectations last).
  public var mismatches: [Mismatch]
  /// The index into `timeline` of the earliest step where no valid
  /// assignment could continue: `timeline.count` when the divergence is at
  /// the end (an unfulfilled expectation); `nil` when the pattern passed.
  public var firstDivergence: Int?
  /// Whether the pattern passed.
  public var passed: Bool
  /// `false` when the report was read from a recording that was cut short.
  public var isComplete: Bool
  private var expectationList: DeferredArray<ExpectationRecord>
  private var timelineList: DeferredArray<TimelineEntry>

  /// A report of the given parts.
  public init(
    title: String, mode: PatternMode, clockCut: UInt64, recorders: [RecorderSummary],
    expectations: [ExpectationRecord], timeline: [TimelineEntry], mismatches: [Mismatch],
    firstDivergence: Int?, passed: Bool, isComplete: Bool = true
  ) {
    self.init(
      title: title, mode: mode, clockCut: clockCut, recorders: recorders,
      expectations: DeferredArray(expectations), timeline: DeferredArray(timeline),
      mismatches: mismatches, firstDivergence: firstDivergence, passed: passed,
      isComplete: isComplete)
  }

  /// A report whose expectations and timeline may be built on first read.
  init(
    title: String, mode: PatternMode, clockCut: UInt64, recorders: [RecorderSummary],
    expectations: DeferredArray<ExpectationRecord>, timeline: DeferredArray<TimelineEntry>,
    mismatches: [Mismatch], firstDivergence: Int?, passed: Bool, isComplete: Bool = true
  ) {
    self.title = title
    self.mode = mode
    self.clockCut = clockCut
    self.recorders = recorders
    self.expectationList = expectations
    self.timelineList = timeline
    self.mismatches = mismatches
    self.firstDivergence = firstDivergence
    self.passed = passed
    self.isComplete = isComplete
  }

  /// The expectation with the given id.
  public func expectation(_ id: Int) -> ExpectationRecord? {
    expectationIndex(of: id).map { expectations[$0] }
  }

  /// The index in `expectations` of the expectation with id `id`, or `nil`
  /// for an id no expectation has (a report read from a damaged file may
  /// name any number).
  public func expectationIndex(of id: Int) -> Int? {
    id > 0 && id <= expectations.count ? id - 1 : nil
  }

  /// How many mismatches there are of `kind`.
  public func count(of kind: Mismatch.Kind) -> Int {
    mismatches.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
  }
}

/// Strict or nice, ordered or not.
public struct PatternMode: Sendable, Hashable {
  /// Whether every replayed interaction must be consumed by an expectation.
  public var strict: Bool
  /// Whether expectations are consumed in the order they were set up.
  public var ordered: Bool

  /// A mode.
  public init(strict: Bool, ordered: Bool) {
    self.strict = strict
    self.ordered = ordered
  }
}

extension PatternMode: CustomStringConvertible {
  /// `strict, ordered`, `nice, unordered`, …
  public var description: String {
    (strict ? "strict" : "nice") + ", " + (ordered ? "ordered" : "unordered")
  }
}

/// A replayed recorder as the report knows it.
public struct RecorderSummary: Sendable, Hashable {
  /// The lane index (0-based).
  public var id: Int
  /// The recorder's name.
  public var name: String
  /// The recorded value type, unqualified.
  public var valueType: String

  /// A recorder summary.
  public init(id: Int, name: String, valueType: String) {
    self.id = id
    self.name = name
    self.valueType = valueType
  }
}

/// An expectation or rejection as the report knows it.
public struct ExpectationRecord: Sendable, Hashable {
  /// Whether the rule expects or rejects.
  public enum Kind: String, Sendable, Hashable {
    /// `expect(_:in:times:)`.
    case expect
    /// `reject(_:in:)`.
    case reject
  }

  /// The id, 1-based: reports show it as `E1`, `E2`, …
  public var id: Int
  /// Whether the rule expects or rejects.
  public var kind: Kind
  /// The lane of the recorder it concerns.
  public var recorder: Int
  /// How many times it must match (`never` for a rejection).
  public var cardinality: Cardinality
  /// Where it was set up.
  public var callSite: CallSite
  /// How many interactions the verification assigned to it.
  public var matchCount: Int
  private var description: DescriptionSource

  /// An expectation record.
  public init(
    id: Int, kind: Kind, recorder: Int, matcher: String, cardinality: Cardinality,
    callSite: CallSite, matchCount: Int
  ) {
    self.init(
      id: id, kind: kind, recorder: recorder, description: .text(matcher),
      cardinality: cardinality, callSite: callSite, matchCount: matchCount)
  }

  init(
    id: Int, kind: Kind, recorder: Int, description: DescriptionSource,
    cardinality: Cardinality, callSite: CallSite, matchCount: Int
  ) {
    self.id = id
    self.kind = kind
    self.recorder = recorder
    self.description = description
    self.cardinality = cardinality
    self.callSite = callSite
    self.matchCount = matchCount
  }

  /// The matcher's description (made on first use in a report from
  /// `check()`, so that a passing check formats no expected value).
  public var matcher: String {
    get { description.text }
    set { description = .text(newValue) }
  }

  /// `E1`.
  public var label: String { "E\(id)" }
}

/// Where an expectation record's matcher description comes from: text, or
/// the pattern's rule described on first use. Two sources are equal when
/// their texts are.
enum DescriptionSource: Sendable, Hashable {
  case text(String)
  case deferred(DeferredList<String>, Int)

  var text: String {
    switch self {
    case .text(let text): text
    case .deferred(let descriptions, let index): descriptions[index]
    }
  }

  static func == (lhs: DescriptionSource, rhs: DescriptionSource) -> Bool { lhs.text == rhs.text }

  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
