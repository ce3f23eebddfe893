import DobbyCore

/// A brute-force model of pattern verification, written from the rules in
/// the README rather than from the library's replay: it searches every
/// assignment of interactions to expectations and says whether one
/// satisfies the pattern. Small cases only.
struct PatternOracle {
  /// A matcher the model can evaluate itself.
  enum MatcherSpec: Hashable, CustomStringConvertible {
    case equals(Int)
    case any
    case not(Int)

    func accepts(_ value: Int) -> Bool {
      switch self {
      case .equals(let expected): value == expected
      case .any: true
      case .not(let rejected): value != rejected
      }
    }

    var matcher: Matcher<Int> {
      switch self {
      case .equals(let expected): DobbyCore.equals(expected)
      case .any: DobbyCore.any()
      case .not(let rejected): DobbyCore.not(rejected)
      }
    }

    /// A value it accepts.
    var example: Int {
      switch self {
      case .equals(let expected): expected
      case .any: 1
      case .not(let rejected): (rejected + 1) % 3
      }
    }

    var description: String {
      switch self {
      case .equals(let value): "\(value)"
      case .any: "any()"
      case .not(let value): "not(\(value))"
      }
    }
  }

  /// An expectation or a rejection, in setup order.
  struct RuleSpec: Hashable, CustomStringConvertible {
    var isExpectation: Bool
    var lane: Int
    var matcher: MatcherSpec
    var times: Cardinality
    /// The earlier expectations it must come after, as indices into the
    /// case's rules.
    var after: [Int] = []

    var description: String {
      let edges = after.isEmpty ? "" : ", after: \(after.map { "E\($0 + 1)" })"
      return isExpectation
        ? "expect(\(matcher), in: r\(lane), times: \(times)\(edges))"
        : "reject(\(matcher), in: r\(lane))"
    }
  }

  /// One interaction: its recorder and value, and the test that
  /// recorded it.
  struct Event: Hashable, CustomStringConvertible {
    var lane: Int
    var value: Int
    /// Who recorded it: ``outsideAnyTest``, ``ownTest`` (the test that
    /// verifies) or ``otherTest``.
    var test = PatternOracle.outsideAnyTest

    var description: String {
      "r\(lane)(\(value))" + (test == PatternOracle.outsideAnyTest ? "" : "@t\(test)")
    }
  }

  static let outsideAnyTest = 0
  static let ownTest = 1
  static let otherTest = 2

  /// A whole case: the pattern's mode and rules, the watched recorders and
  /// what was recorded, in order.
  struct Case: CustomStringConvertible {
    var strict: Bool
    var ordered: Bool
    var lanes: Int
    var watched: [Int]
    var rules: [RuleSpec]
    var events: [Event]

    var description: String {
      let mode = "\(strict ? "strict" : "nice") \(ordered ? "ordered" : "unordered")"
      let watches = watched.map { "watch(r\($0))" }
      return "\(mode) [\((rules.map(\.description) + watches).joined(separator: ", "))]"
        + " against [\(events.map(\.description).joined(separator: ", "))]"
    }
  }

  /// Whether some assignment satisfies `pattern`:
  /// - an interaction on a replayed recorder that a rejection accepts fails
  ///   the pattern;
  /// - each other one is consumed by an expectation on its recorder that
  ///   accepts it, or ignored;
  /// - strict: none is ignored; nice unordered: only one that no
  ///   expectation accepts; nice ordered (the turn rule): also one for which
  ///   every expectation that accepts it is not yet due: neither it nor a
  ///   later expectation consumed anything yet, and an earlier expectation
  ///   is still short of its minimum;
  /// - ordered: the expectations consuming interactions never go back in
  ///   setup order;
  /// - every expectation's count is within its cardinality;
  /// - for each `after:` edge A → B, every interaction B consumes comes
  ///   after every interaction A consumes: once B consumed one, A is
  ///   closed and consumes no more.
  static func passes(_ pattern: Case) -> Bool {
    search(pattern, completing: false)
  }

  /// Whether `pattern` passes when the verifying test counts only its own
  /// interactions and those recorded outside any test: the verdict on the
  /// case without the other test's interactions.
  static func passesInOwnTest(_ pattern: Case) -> Bool {
    var own = pattern
    own.events.removeAll { $0.test == otherTest }
    return passes(own)
  }

  /// Whether some interactions recorded after `pattern`'s could make it
  /// pass: some assignment of its interactions leaves a state from which
  /// further interactions, each consumed by an expectation that accepts a
  /// value no rejection on its recorder accepts, bring every count within
  /// its cardinality. (Further interactions that are ignored change
  /// nothing, and every interaction of an extension that passes is either.)
  static func canStillPass(_ pattern: Case) -> Bool {
    search(pattern, completing: true)
  }

  /// `passes` (`completing` false) or `canStillPass` (true).
  private static func search(_ pattern: Case, completing: Bool) -> Bool {
    let replayed = Set(pattern.rules.map(\.lane) + pattern.watched)
    let steps = pattern.events.filter { replayed.contains($0.lane) }
    let rejections = pattern.rules.filter { !$0.isExpectation }
    let expectations = pattern.rules.filter(\.isExpectation)
    // Each expectation's predecessors, as indices into `expectations`.
    let position = pattern.rules.indices.map { index in
      pattern.rules[..<index].filter(\.isExpectation).count
    }
    let predecessors = expectations.map { $0.after.map { position[$0] } }
    if steps.contains(where: { step in
      rejections.contains { $0.lane == step.lane && $0.matcher.accepts(step.value) }
    }) {
      return false
    }
    /// Whether an expectation can consume a further interaction: it
    /// accepts a value that no rejection on its recorder accepts.
    let consumable = expectations.map { expectation in
      (0...3).contains { value in
        expectation.matcher.accepts(value)
          && !rejections.contains { $0.lane == expectation.lane && $0.matcher.accepts(value) }
      }
    }
    var completions = Set<[Int]>()

    /// Whether further interactions, each consumed by an expectation, can
    /// bring every count within its cardinality from this state.
    func completable(_ counts: [Int], _ last: Int, _ closed: [Int]) -> Bool {
      if expectations.indices.allSatisfy({ expectations[$0].times.admits(counts[$0]) }) {
        return true
      }
      guard completions.insert([last] + counts + closed).inserted else { return false }
      // Only an expectation short of its minimum needs more: consuming
      // more, or moving on in setup order, only restricts what follows.
      for j in expectations.indices where consumable[j] && closed[j] == 0 {
        if counts[j] >= expectations[j].times.minimum { continue }
        if pattern.ordered && j < last { continue }
        var next = counts
        next[j] += 1
        var nextClosed = closed
        for p in predecessors[j] { nextClosed[p] = 1 }
        if completable(next, pattern.ordered ? j : last, nextClosed) { return true }
      }
      return false
    }

    var visited = Set<[Int]>()

    /// Whether the steps from `t` on can be assigned, given the counts so
    /// far and the last expectation that consumed one (`last`, -1 for none).
    func search(_ t: Int, _ counts: [Int], _ last: Int, _ closed: [Int]) -> Bool {
      guard visited.insert([t, last] + counts + closed).inserted else { return false }
      guard t < steps.count else {
        return completing
          ? completable(counts, last, closed)
          : expectations.indices.allSatisfy { expectations[$0].times.admits(counts[$0]) }
      }
      let step = steps[t]
      let accepting = expectations.indices.filter {
        expectations[$0].lane == step.lane && expectations[$0].matcher.accepts(step.value)
      }
      for j in accepting {
        if let maximum = expectations[j].times.maximum, counts[j] >= maximum { continue }
        if pattern.ordered && j < last { continue }
        if closed[j] != 0 { continue }
        var next = counts
        next[j] += 1
        var nextClosed = closed
        for p in predecessors[j] { nextClosed[p] = 1 }
        if search(t + 1, next, pattern.ordered ? j : last, nextClosed) { return true }
      }
      let mayIgnore: Bool
      if pattern.strict {
        mayIgnore = false
      } else if accepting.isEmpty || !pattern.ordered {
        mayIgnore = accepting.isEmpty
      } else {
        mayIgnore = accepting.allSatisfy { j in
          j > last && (0..<j).contains { counts[$0] < expectations[$0].times.minimum }
        }
      }
      return mayIgnore && search(t + 1, counts, last, closed)
    }
    let none = Array(repeating: 0, count: expectations.count)
    return search(0, none, -1, none)
  }

  /// The library's verdict on `pattern`.
  static func check(_ pattern: Case) -> VerificationReport { self.pattern(pattern).check() }

  /// The library's pattern of `pattern`, its interactions recorded.
  static func pattern(_ pattern: Case) -> Pattern {
    let recorders = (0..<pattern.lanes).map { Recorder<Int>(name: "r\($0)") }
    for event in pattern.events { recorders[event.lane].record(event.value) }
    return build(pattern, on: recorders)
  }

  /// The library's pattern of `pattern`'s rules, on `recorders` (one per
  /// lane), whose interactions the caller recorded.
  static func build(_ pattern: Case, on recorders: [Recorder<Int>]) -> Pattern {
    let verification = Pattern(strict: pattern.strict, ordered: pattern.ordered)
    var handles: [Int: ExpectationHandle] = [:]
    for (index, rule) in pattern.rules.enumerated() {
      if rule.isExpectation {
        handles[index] = verification.expect(
          rule.matcher.matcher, in: recorders[rule.lane], times: rule.times,
          after: rule.after.map { handles[$0]! })
      } else {
        verification.reject(rule.matcher.matcher, in: recorders[rule.lane])
      }
    }
    for lane in pattern.watched { verification.watch(recorders[lane]) }
    return verification
  }
}

extension PatternOracle.Case {
  /// A random small case: 1–3 recorders, up to 7 interactions with values
  /// 0–2, up to 4 expectations of every cardinality up to 2, sometimes a
  /// rejection and a watch. With `edges`, expectations come after earlier
  /// ones at random, the pattern is mostly unordered, and the
  /// interactions are mostly ones the expectations accept, shuffled.
  static func random(
    using random: inout some RandomNumberGenerator, edges: Bool = false
  ) -> Self {
    let lanes = Int.random(in: 1...3, using: &random)
    func matcher() -> PatternOracle.MatcherSpec {
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1, 2: .equals(Int.random(in: 0...2, using: &random))
      case 3, 4: .any
      default: .not(Int.random(in: 0...2, using: &random))
      }
    }
    func cardinality() -> Cardinality {
      let n = Int.random(in: 0...2, using: &random)
      switch Int.random(in: 0..<7, using: &random) {
      case 0, 1: return .once
      case 2: return .exactly(n)
      case 3: return .atLeast(n)
      case 4: return .atMost(n)
      case 5:
        let m = Int.random(in: n...2, using: &random)
        return .between(n...m)
      default: return .never
      }
    }
    var rules = (0..<Int.random(in: (edges ? 2 : 0)...4, using: &random)).map { _ in
      PatternOracle.RuleSpec(
        isExpectation: true, lane: Int.random(in: 0..<lanes, using: &random), matcher: matcher(),
        times: cardinality())
    }
    if Int.random(in: 0..<5, using: &random) == 0 {
      let rejection = PatternOracle.RuleSpec(
        isExpectation: false, lane: Int.random(in: 0..<lanes, using: &random),
        matcher: .equals(Int.random(in: 0...2, using: &random)), times: .never)
      rules.insert(rejection, at: Int.random(in: 0...rules.count, using: &random))
    }
    if edges {
      for index in rules.indices where rules[index].isExpectation {
        rules[index].after = rules.indices.filter {
          $0 < index && rules[$0].isExpectation && Bool.random(using: &random)
        }
      }
    }
    let watched =
      Int.random(in: 0..<3, using: &random) == 0 ? [Int.random(in: 0..<lanes, using: &random)] : []
    var events = (0..<Int.random(in: 0...7, using: &random)).map { _ in
      PatternOracle.Event(
        lane: Int.random(in: 0..<lanes, using: &random),
        value: Int.random(in: 0...2, using: &random))
    }
    var ordered = Bool.random(using: &random)
    if edges {
      // Mostly unordered (where edges are not redundant), and what the
      // expectations accept, shuffled, so that the cardinalities often
      // hold and the edges decide.
      ordered = Int.random(in: 0..<4, using: &random) == 0
      events = events.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
      for rule in rules where rule.isExpectation {
        let low = rule.times.minimum
        let count = Int.random(in: low...max(low, min(rule.times.maximum ?? 2, 2)), using: &random)
        for _ in 0..<count {
          events.append(PatternOracle.Event(lane: rule.lane, value: rule.matcher.example))
        }
      }
      events = Array(events.shuffled(using: &random).prefix(7))
    }
    return Self(
      strict: Bool.random(using: &random), ordered: ordered, lanes: lanes,
      watched: watched, rules: rules, events: events)
  }

  /// The smaller cases made by leaving out one interaction, rule or watch.
  var shrunk: [Self] {
    var smaller: [Self] = []
    for index in events.indices {
      var copy = self
      copy.events.remove(at: index)
      smaller.append(copy)
    }
    for index in rules.indices {
      var copy = self
      copy.rules.remove(at: index)
      for other in copy.rules.indices {
        copy.rules[other].after = copy.rules[other].after.compactMap {
          $0 == index ? nil : $0 > index ? $0 - 1 : $0
        }
      }
      smaller.append(copy)
      for edge in rules[index].after.indices {
        var copy = self
        copy.rules[index].after.remove(at: edge)
        smaller.append(copy)
      }
    }
    for index in watched.indices {
      var copy = self
      copy.watched.remove(at: index)
      smaller.append(copy)
    }
    return smaller
  }

  /// The smallest case reachable by leaving things out one at a time for
  /// which `holds` stays true (`holds(self)` must be true).
  func minimised(while holds: (Self) -> Bool) -> Self {
    var current = self
    while let smaller = current.shrunk.first(where: holds) { current = smaller }
    return current
  }
}
