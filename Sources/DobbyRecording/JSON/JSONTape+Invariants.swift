extension JSONTape {
  /// Checks the tape's invariants in debug builds (tests call it after
  /// parsing); does nothing in release builds.
  ///
  /// - a string's bytes lie within the line, its start at or before its
  ///   closing quote;
  /// - an object's or array's end lies after its head and within the tape,
  ///   and skipping its members (a key and a value each, for an object)
  ///   from its head lands exactly on its end;
  /// - an object's lookup hint is 0 or lands on one of its keys;
  /// - the root value spans the whole tape.
  ///
  /// - Complexity: O(n) in the number of tokens.
  func _checkInvariants() {
    #if DEBUG
      precondition(!tokens.isEmpty, "an empty tape")
      for index in tokens.indices {
        let token = tokens[index]
        switch token.kind {
        case .string:
          precondition(
            token.start >= 0 && UInt64(token.start) <= token.payload
              && token.payload <= UInt64(bytes.count),
            "string \(index) spans \(token.start)..<\(token.payload) of \(bytes.count) bytes")
        case .object, .array:
          let end = Int(token.payload)
          precondition(
            end > index && end <= tokens.count,
            "container \(index) ends at \(end) of \(tokens.count) tokens")
          var member = index + 1
          let step = token.kind == .object ? 2 : 1
          var hintFound = token.hint == 0
          for _ in 0..<Int(token.start) {
            if step == 2 {
              precondition(tokens[member].kind == .string, "a key of \(index) is not a string")
              if member == index + Int(token.hint) { hintFound = true }
              member += 1
            }
            member = skip(member)
          }
          precondition(member == end, "container \(index)'s members end at \(member), not \(end)")
          precondition(
            hintFound && (token.hint == 0 || token.kind == .object),
            "container \(index)'s lookup hint \(token.hint) is not one of its keys")
        default:
          break
        }
      }
      precondition(skip(0) == tokens.count, "the root ends at \(skip(0)) of \(tokens.count)")
    #endif
  }
}
