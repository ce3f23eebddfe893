/// A pattern's rules, with what a replay reads of each one kept in
/// columns as the rules are added: a replay walks small contiguous arrays
/// instead of the rules themselves (about 100 bytes each with their call
/// site and cardinality), which matters once there are a million.
struct RuleTable: Sendable {
  /// The rules, in setup order (reports read their call sites and
  /// matchers' descriptions).
  private(set) var rules: [Rule] = []
  /// Each rule's lane: the index of its recorder among the pattern's.
  private(set) var lane: [Int] = []
  private(set) var isExpectation: [Bool] = []
  /// Whether the matcher is equality on a `Hashable` value (``IndexKey``).
  private(set) var isKeyed: [Bool] = []
  /// The cardinality's bounds; the maximum is `nil` when there is none.
  private(set) var minimum: [Int] = []
  private(set) var maximum: [Int?] = []
  private(set) var matcher: [any AnyMatcherBox] = []
  /// The expected values of each lane's keyed expectations (`nil` for a
  /// lane without them).
  private(set) var keyColumns: [(any KeyColumn)?] = []

  /// The `after:` edges, as (earlier, later) rule indices, by later rule.
  private(set) var edges: [(before: Int, after: Int)] = []

  /// The number of rules.
  var count: Int { rules.count }

  /// Adds `rule`, on lane `lane`.
  mutating func append(_ rule: Rule, lane: Int) {
    rules.append(rule)
    self.lane.append(lane)
    isExpectation.append(rule.kind == .expect)
    isKeyed.append(rule.isKeyed)
    minimum.append(rule.cardinality.minimum)
    maximum.append(rule.cardinality.maximum)
    matcher.append(rule.matcher)
    for before in rule.after { edges.append((before, rules.count - 1)) }
    if rule.kind == .expect, let file = rule.fileExpected {
      if keyColumns.count <= lane {
        keyColumns += Array(repeating: nil, count: lane + 1 - keyColumns.count)
      }
      file(&keyColumns[lane])
    }
  }
}
