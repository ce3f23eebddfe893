/// An index, or none, in 4 bytes: the element of the replay's packed
/// arrays (parent links, chains of rules, assignments), where an `Int?`
/// takes 9 bytes with a stride of 16.
///
/// Holds any index from 0 through `Int32.max`.
@usableFromInline
struct PackedIndex: Hashable, Sendable {
  /// The index, or a negative code for none.
  @usableFromInline let code: Int32

  @inlinable
  init(code: Int32) { self.code = code }

  /// No index.
  @inlinable
  static var none: PackedIndex { PackedIndex(code: .min) }

  /// `index`, which must be from 0 through `Int32.max`.
  @inlinable
  init(_ index: Int) {
    assert(index >= 0 && index <= Int(Int32.max), "index out of 0...Int32.max (was \(index))")
    code = Int32(truncatingIfNeeded: index)
  }

  /// `index`, which must not be negative.
  @inlinable
  init(_ index: Int32) {
    assert(index >= 0, "index must not be negative (was \(index))")
    code = index
  }

  /// The index; `nil` for ``none``.
  @inlinable
  var index: Int? { code >= 0 ? Int(code) : nil }

  /// Whether there is no index.
  @inlinable
  var isNone: Bool { code < 0 }
}
