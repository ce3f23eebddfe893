/// How many times an expectation must be met.
///
/// Where `times:` takes a count, integers and ranges of them stand for the
/// common cases (see ``CardinalityConvertible``):
///
/// ```swift
/// pattern.expect("ping", in: pings, times: 2)      // .exactly(2)
/// pattern.expect("ping", in: pings, times: 1...3)  // .between(1...3)
/// pattern.expect("ping", in: pings, times: 2...)   // .atLeast(2)
/// ```
public enum Cardinality: Sendable, Hashable, Codable {
  /// Exactly once (the default).
  case once
  /// Exactly `n` times.
  case exactly(Int)
  /// `n` times or more.
  case atLeast(Int)
  /// At most `n` times, possibly never.
  case atMost(Int)
  /// A number of times within the range.
  case between(ClosedRange<Int>)
  /// Never: any matching interaction exceeds it.
  case never

  /// The fewest matches that fulfil the expectation.
  public var minimum: Int {
    switch self {
    case .once: 1
    case .exactly(let n), .atLeast(let n): n
    case .atMost, .never: 0
    case .between(let range): range.lowerBound
    }
  }

  /// The most matches allowed; `nil` for no limit.
  public var maximum: Int? {
    switch self {
    case .once: 1
    case .exactly(let n), .atMost(let n): n
    case .atLeast: nil
    case .between(let range): range.upperBound
    case .never: 0
    }
  }

  /// Whether `count` matches fall within the cardinality.
  public func admits(_ count: Int) -> Bool {
    count >= minimum && maximum.map { count <= $0 } ?? true
  }

  func validate() {
    switch self {
    case .exactly(let n), .atLeast(let n), .atMost(let n):
      precondition(n >= 0, "a cardinality's count must not be negative (was \(n))")
    case .between(let range):
      precondition(
        range.lowerBound >= 0, "a cardinality's range must not be negative (was \(range))")
    case .once, .never:
      break
    }
  }
}

extension Cardinality: CustomStringConvertible {
  /// `once`, `exactly 3 times`, `at least 1 time`, `between 2 and 4 times`,
  /// `never`.
  public var description: String {
    func times(_ n: Int) -> String { n == 1 ? "1 time" : "\(n) times" }
    switch self {
    case .once: return "once"
    case .exactly(let n): return "exactly \(times(n))"
    case .atLeast(let n): return "at least \(times(n))"
    case .atMost(let n): return "at most \(times(n))"
    case .between(let range): return "between \(range.lowerBound) and \(times(range.upperBound))"
    case .never: return "never"
    }
  }
}

extension Cardinality: ExpressibleByIntegerLiteral {
  /// `.exactly(n)`: `times: 2`.
  public init(integerLiteral n: Int) {
    self = .exactly(n)
  }
}
