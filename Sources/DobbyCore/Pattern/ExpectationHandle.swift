/// An expectation as `expect` returns it: what `after:` takes to order a
/// later expectation after it.
///
/// ```swift
/// let pattern = Pattern(ordered: false)
/// let login = pattern.expect("login", in: auth)
/// let token = pattern.expect("token", in: auth)
/// pattern.expect("fetch", in: api, after: [login, token])
/// ```
///
/// A handle belongs to the pattern (or mock) that made it; passing it to
/// another one's `after:` is a precondition failure.
public struct ExpectationHandle: Sendable, Hashable, CustomStringConvertible {
  /// The expectation's id, as reports number it: `E1`.
  public let id: ExpectationID
  /// The number of the pattern that made it.
  let pattern: UInt64

  init(id: ExpectationID, pattern: UInt64) {
    self.id = id
    self.pattern = pattern
  }

  /// `E1`.
  public var description: String { id.description }
}

/// What `after:` takes: one ``ExpectationHandle`` (`after: login`) or an
/// array of them (`after: [login, token]`).
public protocol ExpectationHandles: Sendable {
  /// The handles this value stands for.
  var expectationHandles: [ExpectationHandle] { get }
}

extension ExpectationHandle: ExpectationHandles {
  /// `[self]`.
  public var expectationHandles: [ExpectationHandle] { [self] }
}

extension Array: ExpectationHandles where Element == ExpectationHandle {
  /// The array itself.
  public var expectationHandles: [ExpectationHandle] { self }
}
