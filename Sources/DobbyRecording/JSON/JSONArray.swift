import DobbyCore

/// An array on a tape.
struct JSONArray: Sequence {
  let tape: JSONTape
  let index: Int

  var count: Int { Int(tape.tokens[index].start) }

  func makeIterator() -> Iterator {
    Iterator(tape: tape, position: index + 1, remaining: count)
  }

  struct Iterator: IteratorProtocol {
    let tape: JSONTape
    var position: Int
    var remaining: Int

    mutating func next() -> JSONValue? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      let value = tape.value(at: position)
      position = tape.skip(position)
      return value
    }
  }
}
