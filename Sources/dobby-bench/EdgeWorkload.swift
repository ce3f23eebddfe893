import DobbyCore

/// `after:` edges in unordered patterns (W10).
enum EdgeWorkload {
  /// W4 with an edge from each expectation to the next one on the same
  /// recorder: the first assignment keeps every edge, so this measures
  /// what checking them adds.
  static func equalityChain(_ count: Int) -> Pattern {
    let recorders = (0..<8).map { Recorder<Int>(name: "r\($0)") }
    for value in 0..<count { recorders[value % 8].record(value) }
    let pattern = Pattern(ordered: false)
    var previous: [ExpectationHandle?] = Array(repeating: nil, count: 8)
    for value in 0..<count {
      let lane = value % 8
      previous[lane] = pattern.expect(
        value, in: recorders[lane], after: previous[lane].map { [$0] } ?? [])
    }
    return pattern
  }

  /// A chain of `length` `atLeast(1)` expectations that all accept every
  /// one of `count` interactions on one recorder: the first assignment
  /// gives the surplus to the first expectation and breaks the chain, so
  /// the search must find the cuts.
  static func anyChain(_ count: Int, length: Int = 6) -> Pattern {
    let recorder = Recorder<Int>(name: "numbers")
    for value in 0..<count { recorder.record(value % 4) }
    let pattern = Pattern(ordered: false)
    var previous = pattern.expect(any(), in: recorder, times: .atLeast(1))
    for _ in 1..<length {
      previous = pattern.expect(any(), in: recorder, times: .atLeast(1), after: previous)
    }
    return pattern
  }
}
