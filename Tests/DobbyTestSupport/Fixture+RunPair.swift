public import DobbyCore
public import DobbyRecording

extension Fixture {
  /// Two runs to compare, A and B, and the name of B's file (A's is
  /// pass.dobby.jsonl): a case of the goldens of a comparison, as text or
  /// on screen.
  public struct RunPair: Sendable {
    /// B's file name.
    public var nameB: String
    /// Makes A and B.
    public var runs: @Sendable () -> (VerificationReport, VerificationReport)

    public init(
      nameB: String, runs: @escaping @Sendable () -> (VerificationReport, VerificationReport)
    ) {
      self.nameB = nameB
      self.runs = runs
    }

    /// The comparison of A and B.
    public func comparison() -> RecordingComparison {
      let (a, b) = runs()
      return RecordingComparison(a, b)
    }

    /// ``Fixture/racePair(_:)`` of `name`, whose B is `name.dobby.jsonl`.
    public static func race(_ name: String) -> RunPair {
      RunPair(nameB: "\(name).dobby.jsonl") { racePair(name) }
    }

    /// Two runs of ``Fixture/pricing(calls:)``: the reaction to 2 is used in
    /// A and unused in B (unused.dobby.jsonl).
    public static let unusedReaction = RunPair(nameB: "unused.dobby.jsonl") {
      (pricing(calls: [1, 2]), pricing(calls: [1]))
    }
  }

  /// The comparison of the two runs of ``Fixture/racePair(_:)`` `name`.
  public static func raceComparison(_ name: String) -> RecordingComparison {
    RunPair.race(name).comparison()
  }
}
