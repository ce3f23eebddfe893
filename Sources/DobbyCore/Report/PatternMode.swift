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
