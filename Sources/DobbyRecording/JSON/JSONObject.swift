import DobbyCore

/// An object on a tape: its members in the order they appeared (keys are
/// unique).
struct JSONObject {
  let tape: JSONTape
  let index: Int

  var count: Int { Int(tape.tokens[index].start) }

  /// The first member's key, if any.
  var firstKey: String? { count > 0 ? tape.text(at: index + 1) : nil }

  /// The value of `key`, or `nil` when the object has no such member.
  ///
  /// - Complexity: O(k) in the number of members; recording lines have a
  ///   dozen at most.
  subscript(key: StaticString) -> JSONValue? {
    var member = index + 1
    for _ in 0..<count {
      if tape.text(at: member, equals: key) { return tape.value(at: member + 1) }
      member = tape.skip(member + 1)
    }
    return nil
  }
}
