import DobbyCore

/// Unordered verification with equality expectations written in the ways
/// users write them: literal values, `equals(_:)`, `equals(_:)` reached
/// through a generic helper that knows only `Equatable`, plain struct
/// values, `Hashable` or only `Equatable`, and tuples of arguments. The equality index should make
/// all but the last cost the same; an `Equatable`-only type cannot be
/// hashed, so each of its values is tried against every expectation on
/// its recorder.
///
/// `dobby-bench --equality [COUNT] [REPETITIONS]` verifies `count`
/// interactions round-robin across 8 recorders (the values `0..<count`)
/// against one expectation per interaction, and prints the median
/// nanoseconds per interaction of each form. The `Equatable`-only form
/// runs at a tenth of `count` at most (it is quadratic).
enum EqualityWorkload {
  static let flag = "--equality"

  /// A value that is `Hashable`.
  struct Key: Hashable, Sendable {
    var cents: Int
    var currency: String
  }

  /// A value that is `Equatable` only, as users often write them.
  struct Charge: Equatable, Sendable {
    var cents: Int
    var currency: String
  }

  /// Runs every form at `count`, `repetitions` times each, and prints one
  /// line per form. The forms take turns, one repetition each, after a
  /// warm-up, so that a machine shared with other work slows them alike.
  static func run(count: Int, repetitions: Int) {
    let forms = [
      "literal", "equals", "generic-equals", "hashable-struct", "tuple", "equatable-struct",
    ]
    let sizes = forms.map { $0 == "equatable-struct" ? min(count, 10_000) : count }
    let patterns = zip(forms, sizes).map { setUp($0, count: $1) }
    for pattern in patterns { _ = verify(pattern) }
    var samples = Array(repeating: [Seconds](), count: forms.count)
    for _ in 0..<max(1, repetitions) {
      for (index, pattern) in patterns.enumerated() { samples[index].append(verify(pattern)) }
    }
    for (index, form) in forms.enumerated() {
      let perOperation = Unit.nanosecondsPerOperation.value(
        median(samples[index]), operations: sizes[index])
      emit("equality \(form) n=\(sizes[index]) ours=\(figure(perOperation)) unit=ns/op")
    }
  }

  static func setUp(_ form: String, count: Int) -> Pattern {
    switch form {
    case "literal": return setUp(count, { $0 }, expect: { $0.expect($1, in: $2) })
    case "equals": return setUp(count, { $0 }, expect: { $0.expect(equals($1), in: $2) })
    case "generic-equals": return setUp(count, { $0 }, expect: expectEqual)
    case "hashable-struct":
      return setUp(count, { Key(cents: $0, currency: "EUR") }, expect: { $0.expect($1, in: $2) })
    case "tuple": return setUp(count, { ($0, "EUR") }, expect: { $0.expect($1, in: $2) })
    default:
      return setUp(
        count, { Charge(cents: $0, currency: "EUR") }, expect: { $0.expect($1, in: $2) })
    }
  }

  /// `equals` where the value is known only to be `Equatable`.
  static func expectEqual<Value: Equatable & Sendable>(
    _ pattern: Pattern, _ value: Value, _ recorder: Recorder<Value>
  ) {
    pattern.expect(equals(value), in: recorder)
  }

  /// `count` interactions `make(0..<count)` round-robin across 8
  /// recorders, and an unordered pattern that expects each through
  /// `expect`.
  static func setUp<Value: Sendable>(
    _ count: Int, _ make: (Int) -> Value, expect: (Pattern, Value, Recorder<Value>) -> Void
  ) -> Pattern {
    let recorders = (0..<8).map { Recorder<Value>(name: "r\($0)") }
    for value in 0..<count { recorders[value % 8].record(make(value)) }
    let pattern = Pattern(strict: true, ordered: false)
    for value in 0..<count { expect(pattern, make(value), recorders[value % 8]) }
    return pattern
  }
}
