/// The values of one replayed lane with the rules on it bound to them:
/// everything a replay asks about the lane's interactions, by the rule's
/// index among the lane's rules and the interaction's index in the lane.
///
/// One binding per lane and verification, typed by the lane's value. The
/// code is generic and, called from a non-generic replay, runs
/// unspecialised: it keeps to arrays whose layout does not depend on the
/// value type (closures, `Int32`), builds them with one bulk operation per
/// lane, and leaves hashing to the closures of ``IndexKey``, which `equals`
/// creates where the value type is known.
protocol RecorderRules: AnyObject {
  /// Whether the lane's rule `local` accepts the value at `index`.
  func matches(_ local: Int32, _ index: Int32) -> Bool

  /// Why the lane's rule `local` does not accept the value at `index`.
  func explain(_ local: Int32, _ index: Int32) -> [FieldMismatch]

  /// The id of the first rejection that accepts the value at `index`.
  func rejection(of index: Int32) -> Int?

  /// Appends the ids of the expectations that accept the value at `index`,
  /// ascending.
  func appendCandidates(of index: Int32, to result: inout [Int])

  /// The smallest id of an expectation that accepts the value at `index`.
  func firstCandidate(of index: Int32) -> Int?

  /// The smallest id of a keyed (hashed) expectation that accepts the
  /// value at `index` and that `admits` lets through.
  func firstKeyedCandidate(of index: Int32, where admits: (Int) -> Bool) -> Int?

  /// Whether every rule of the lane is a keyed (hashed) expectation: no
  /// rejection, no other matcher. ``assignFirst(counts:minimums:)`` then
  /// places all of the lane's interactions in one call.
  var isKeyedOnly: Bool { get }

  /// The first assignment of the lane's interactions, in order, on a lane
  /// that ``isKeyedOnly``: each to the first keyed expectation that
  /// accepts it and whose count in `counts` (by rule id) is still below
  /// its minimum, counted there; the chosen ids, by the interactions'
  /// indices. `nil` as soon as an interaction finds none (`counts` is then
  /// partly updated).
  func assignFirst(counts: inout [Int], minimums: [Int]) -> [Int32]?
}
