import DobbyCore

/// An object on a tape: its members in the order they appeared (keys are
/// unique).
struct JSONObject {
  let tape: JSONTape
  let index: Int

  var count: Int { Int(tape.tokens[index].start) }

  /// The first member's key, if any.
  var firstKey: String? { count > 0 ? tape.text(at: index + 1) : nil }

  /// Whether the first member's key is `key` (without making a `String`
  /// of it).
  func firstKey(is key: StaticString) -> Bool {
    count > 0 && tape.text(at: index + 1, equals: key)
  }

  /// The value of `key`, or `nil` when the object has no such member.
  ///
  /// The search starts after the member found last and wraps around, so
  /// reading members in the order they were written costs one comparison
  /// each.
  ///
  /// - Complexity: O(k) in the number of members at worst; recording lines
  ///   have a dozen at most.
  subscript(key: StaticString) -> JSONValue? {
    let head = tape.tokens[index]
    let first = index + 1
    let end = Int(head.payload)
    let start = head.hint == 0 ? first : index + Int(head.hint)
    guard let found = member(key, from: start, to: end) ?? member(key, from: first, to: start)
    else { return nil }
    let next = tape.skip(found + 1)
    tape.tokens[index].hint =
      next < end && next - index <= Int(UInt16.max) ? UInt16(next - index) : 0
    return tape.value(at: found + 1)
  }

  /// The index of the key `key` among the members whose keys lie in
  /// `start..<end`.
  @inline(__always)
  private func member(_ key: StaticString, from start: Int, to end: Int) -> Int? {
    let count = key.utf8CodeUnitCount
    var member = start
    while member < end {
      let token = tape.tokens[member]
      // Most keys differ in length: only those of the same (or with
      // escapes, whose length says nothing) are compared.
      if token.flag || Int(token.payload) - Int(token.start) == count,
        tape.text(at: member, equals: key)
      {
        return member
      }
      member = tape.skip(member + 1)
    }
    return nil
  }
}
