import DobbyTestSupport
import Testing

extension PatternOracle {
  /// Draws `cases` seeded random cases (`edges(index)` says which of them
  /// get `after:` edges) and fails the test for each one that `fails`
  /// holds for, recording the first three, each shrunk to a minimal case
  /// and told by `describe`.
  static func expectNone(
    seed: UInt64, cases: Int, edges: (Int) -> Bool, fails: (Case) -> Bool,
    describe: (Case) -> String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var random = SeededGenerator(seed: seed)
    var found = 0
    for index in 0..<cases {
      let pattern = Case.random(using: &random, edges: edges(index))
      guard fails(pattern) else { continue }
      found += 1
      if found > 3 { continue }
      let minimal = pattern.minimised(while: fails)
      Issue.record(Comment(rawValue: describe(minimal)), sourceLocation: sourceLocation)
    }
    #expect(found == 0, sourceLocation: sourceLocation)
  }
}
