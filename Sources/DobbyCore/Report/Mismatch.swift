/// One way in which the recorded interactions failed a pattern.
///
/// A mismatch is data in the report, not an `Error`: it names the
/// interaction and/or expectation it concerns and carries the nearest miss.
public struct Mismatch: Sendable, Hashable {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An interaction matched no pending expectation (strict patterns).
    case unexpected
    /// An interaction matched an expectation that was not yet due (ordered
    /// patterns), or came before an interaction of an expectation it must
    /// come after (`after:`).
    case outOfOrder
    /// An interaction matched a rejection.
    case rejected
    /// An expectation was met fewer times than its minimum.
    case unfulfilled
    /// An expectation was met more times than its maximum.
    case exceeded
    /// A stub reaction was never invoked (`Pattern.expectUsed(_:)`).
    case unused

    /// The entry of the table of codes for this kind.
    package var diagnosticCode: DiagnosticCode {
      switch self {
      case .unexpected: .unexpected
      case .outOfOrder: .outOfOrder
      case .rejected: .rejected
      case .unfulfilled: .unfulfilled
      case .exceeded: .exceeded
      case .unused: .unused
      }
    }

    /// The stable, grep-able code: `DOBBY-E001` … `DOBBY-E006`.
    public var code: String { diagnosticCode.description }

    /// The kind in words: `unexpected`, `out of order`, …
    public var title: String { diagnosticCode.title }

    /// Whether only a pattern that asks for it reports this kind
    /// (`unused`, through `expectUsed(_:)`): summaries count such a kind
    /// only when it occurs.
    public var isOptIn: Bool { self == .unused }
  }

  /// What went wrong.
  public var kind: Kind
  /// The step of the interaction concerned; `nil` for an
  /// expectation found unfulfilled at the end.
  public var step: TimelineStep?
  /// The id of the expectation concerned: the one matched (out of order,
  /// exceeded), the rejection (rejected), or the one unfulfilled.
  public var expectation: ExpectationID?
  /// For `outOfOrder`: the id of the expectation that was due instead.
  public var due: ExpectationID?
  /// For `outOfOrder` from an `after:` edge: the id of the expectation that
  /// ``expectation`` must come after; `nil` otherwise.
  public var predecessor: ExpectationID?
  /// For `outOfOrder` from an `after:` edge: the timeline index of the
  /// predecessor's interaction that came after ``step``; `nil` otherwise.
  public var predecessorStep: TimelineStep?
  /// The closest thing to a match, with the differences that kept it from
  /// matching; `nil` when there is none on the recorder.
  public var nearestMiss: NearestMiss?
  /// For `unused`: the stub reaction no invocation used; `nil` otherwise.
  public var reaction: UnusedReaction?

  /// The stable code of the kind.
  public var code: String { kind.code }

  /// A mismatch of the given parts.
  public init(
    kind: Kind, step: TimelineStep?, expectation: ExpectationID? = nil, due: ExpectationID? = nil,
    predecessor: ExpectationID? = nil, predecessorStep: TimelineStep? = nil,
    nearestMiss: NearestMiss? = nil, reaction: UnusedReaction? = nil
  ) {
    self.predecessor = predecessor
    self.predecessorStep = predecessorStep
    self.kind = kind
    self.step = step
    self.expectation = expectation
    self.due = due
    self.nearestMiss = nearestMiss
    self.reaction = reaction
  }
}
