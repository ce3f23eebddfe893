import DobbyCore

/// A strict JSON parser for one line of a recording (RFC 8259), bounded in
/// nesting depth, that fills a ``JSONTape``.
///
/// It reads bytes, not `String`s: the line must be valid UTF-8, strings
/// free of raw control characters, escapes well formed (`\u` escapes with
/// paired surrogates), keys unique, and nothing may follow the value but
/// spaces. Errors name the 1-based byte column and say whether the line
/// simply ended early (a truncated line).
struct JSONParser {
  /// Why a line is not JSON.
  enum Failure: Error, Equatable {
    /// A syntax error; `truncated` when the line ended in the middle of a
    /// value.
    case syntax(String, truncated: Bool)
    /// Nesting deeper than ``RecordingFormat/maxNesting``.
    case tooDeep
  }

  typealias Token = JSONTape.Token

  let bytes: UnsafeBufferPointer<UInt8>
  var tokens: [Token]
  var position = 0
  private var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>, tokens: [Token]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  /// Parses `bytes` into `tokens` (replacing what they held), for a
  /// ``JSONTape`` over both.
  ///
  /// - Complexity: O(n) in the length of the line.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]
  ) throws(Failure) {
    tokens.removeAll(keepingCapacity: true)
    if let (bad, cutShort) = firstInvalidUTF8(bytes) {
      throw .syntax(
        cutShort
          ? "unexpected end of line in UTF-8 at column \(Numbering.number(ofIndex: bad))"
          : "invalid UTF-8 at column \(Numbering.number(ofIndex: bad))",
        truncated: cutShort)
    }
    var parser = JSONParser(bytes, tokens: [])
    swap(&parser.tokens, &tokens)
    defer { swap(&parser.tokens, &tokens) }
    try parser.value()
    parser.skipSpaces()
    if parser.position < bytes.count { throw parser.unexpected("after the value") }
  }

  // MARK: Values

  private mutating func value() throws(Failure) {
    skipSpaces()
    guard position < bytes.count else { throw endOfLine() }
    switch bytes[position] {
    case UInt8(ascii: "{"): try object()
    case UInt8(ascii: "["): try array()
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "t"): try literal("true", .true)
    case UInt8(ascii: "f"): try literal("false", .false)
    case UInt8(ascii: "n"): try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw unexpected()
    }
  }

  private mutating func object() throws(Failure) {
    let head = try enter(.object)
    var count = 0
    // The keys' fingerprints so far, each hashed to one bit of a word: a
    // key whose bit is clear is new; only one whose bit is set is compared
    // with the keys before it. (Equal keys have equal fingerprints.)
    var printBits: UInt64 = 0
    // Large objects (never written, but a hostile line may hold one) check
    // duplicate keys by hash rather than by scanning.
    var seen: Set<String>?
    // Whether a key so far has escapes, whose fingerprint says nothing.
    var escapedKey = false
    skipSpaces()
    if try peek() != UInt8(ascii: "}") {
      while true {
        skipSpaces()
        guard try peek() == UInt8(ascii: "\"") else { throw unexpected("where a key was expected") }
        let column = Numbering.number(ofIndex: position)
        let key = tokens.count
        try string()
        if count == 16 { seen = Set(keys(of: head, count: count)) }
        let print = fingerprint(key)
        let duplicate: Bool
        if seen != nil {
          duplicate = !seen!.insert(text(at: key)).inserted
        } else if print == .max || escapedKey {
          duplicate = hasKey(key, in: head, count: count)  // escapes: compare texts
          escapedKey = true
        } else {
          let bit = UInt64(1) << ((print &* 0x9E37_79B9_7F4A_7C15) >> 58)
          duplicate = printBits & bit != 0 && hasKey(key, in: head, count: count)
          printBits |= bit
        }
        if duplicate {
          throw .syntax(
            "duplicate key \(RecordingFileError.Problem.show(text(at: key))) at column \(column)",
            truncated: false)
        }
        skipSpaces()
        guard try peek() == UInt8(ascii: ":") else { throw unexpected("where ':' was expected") }
        position += 1
        try value()
        count += 1
        if try closes(with: UInt8(ascii: "}"), "where ',' or '}' was expected") { break }
      }
    }
    leave(head, count: count)
  }

  private mutating func array() throws(Failure) {
    let head = try enter(.array)
    var count = 0
    skipSpaces()
    if try peek() != UInt8(ascii: "]") {
      while true {
        try value()
        count += 1
        if try closes(with: UInt8(ascii: "]"), "where ',' or ']' was expected") { break }
      }
    }
    leave(head, count: count)
  }

  /// After a member or element: `true` at the `bracket` that closes the
  /// container (not consumed), `false` past a comma; anything else fails
  /// with `expected`.
  @inline(__always)
  private mutating func closes(with bracket: UInt8, _ expected: String) throws(Failure) -> Bool {
    skipSpaces()
    let next = try peek()
    if next == bracket { return true }
    guard next == UInt8(ascii: ",") else { throw unexpected(expected) }
    position += 1
    return false
  }

  /// Steps into an object or array, refusing to nest too deep.
  ///
  /// - Returns: The index of its head token.
  private mutating func enter(_ kind: Token.Kind) throws(Failure) -> Int {
    depth += 1
    guard depth <= RecordingFormat.maxNesting else { throw .tooDeep }
    position += 1
    tokens.append(Token(kind: kind, flag: false, start: 0, payload: 0))
    return tokens.count - 1
  }

  /// Steps out of the object or array whose head is at `head`, past its
  /// closing bracket.
  private mutating func leave(_ head: Int, count: Int) {
    position += 1
    depth -= 1
    tokens[head].start = Int32(count)
    tokens[head].payload = UInt64(tokens.count)
  }

  private mutating func literal(_ word: StaticString, _ kind: Token.Kind) throws(Failure) {
    let count = word.utf8CodeUnitCount
    for offset in 0..<count {
      guard position + offset < bytes.count else { throw endOfLine() }
      guard bytes[position + offset] == word.utf8Start[offset] else {
        position += offset
        throw unexpected()
      }
    }
    position += count
    tokens.append(Token(kind: kind, flag: false, start: 0, payload: 0))
  }

  // MARK: Keys

  /// Whether the key at `key` repeats one of the `count` members of the
  /// object at `head`.
  private func hasKey(_ key: Int, in head: Int, count: Int) -> Bool {
    var member = head + 1
    for _ in 0..<count {
      if sameText(member, key) { return true }
      member = skip(member + 1)
    }
    return false
  }

  /// The length and first bytes of the key at `index`, or `UInt64.max`
  /// for a key with escapes (whose bytes do not tell its text).
  @inline(__always)
  private func fingerprint(_ index: Int) -> UInt64 {
    let token = tokens[index]
    guard !token.flag else { return .max }
    let start = Int(token.start)
    let count = Int(token.payload) - start
    let length = UInt64(truncatingIfNeeded: count) << 56
    if start + 8 <= bytes.count {
      // One load, the bytes past the first seven (or past the key) masked
      // off.
      let word = ByteScan.word(UnsafeRawPointer(bytes.baseAddress!), at: start)
      return length | word & ByteScan.lowBytes(min(count, 7))
    }
    var print = length
    for offset in 0..<min(count, 7) {
      print |= UInt64(bytes[start + offset]) << (8 * UInt64(offset))
    }
    return print
  }

  private func keys(of head: Int, count: Int) -> [String] {
    var result: [String] = []
    var member = head + 1
    for _ in 0..<count {
      result.append(text(at: member))
      member = skip(member + 1)
    }
    return result
  }

  private func sameText(_ a: Int, _ b: Int) -> Bool {
    let (left, right) = (tokens[a], tokens[b])
    guard !left.flag, !right.flag else { return text(at: a) == text(at: b) }
    let count = Int(left.payload) - Int(left.start)
    guard count == Int(right.payload) - Int(right.start) else { return false }
    return UnsafeBufferPointer(rebasing: bytes[Int(left.start)..<Int(left.payload)])
      .elementsEqual(UnsafeBufferPointer(rebasing: bytes[Int(right.start)..<Int(right.payload)]))
  }

  private func text(at index: Int) -> String {
    let token = tokens[index]
    let raw = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.payload)])
    return String(decoding: token.flag ? Self.unescape(raw) : Array(raw), as: UTF8.self)
  }

  private func skip(_ index: Int) -> Int {
    switch tokens[index].kind {
    case .object, .array: Int(tokens[index].payload)
    default: index + 1
    }
  }

  // MARK: Numbers

  private mutating func number() throws(Failure) {
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    var magnitude: UInt64 = 0
    var overflow = false
    guard position < bytes.count else { throw endOfLine() }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      guard isDigit(bytes[position]) else { throw unexpected("in a number") }
      while position < bytes.count, isDigit(bytes[position]) {
        let (times, o1) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times.addingReportingOverflow(UInt64(bytes[position] &- 48))
        overflow = overflow || o1 || o2
        magnitude = sum
        position += 1
      }
    }
    var integral = true
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      try digits()
      integral = false
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      try digits()
      integral = false
    }
    let kind: Token.Kind = !integral ? .fraction : overflow ? .tooLarge : .integer
    tokens.append(Token(kind: kind, flag: negative, start: 0, payload: magnitude))
  }

  /// One or more digits.
  private mutating func digits() throws(Failure) {
    guard position < bytes.count else { throw endOfLine() }
    guard isDigit(bytes[position]) else { throw unexpected("in a number") }
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  // MARK: Helpers

  private mutating func skipSpaces() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0D: position += 1
      default: return
      }
    }
  }

  private func peek() throws(Failure) -> UInt8 {
    guard position < bytes.count else { throw endOfLine() }
    return bytes[position]
  }

  func endOfLine() -> Failure {
    .syntax(
      "unexpected end of line at column \(Numbering.number(ofIndex: bytes.count))", truncated: true)
  }

  private func unexpected(_ context: String? = nil) -> Failure {
    let byte = bytes[position]
    let shown =
      (0x21..<0x7F).contains(byte)
      ? "character '\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(hex(byte))"
    let suffix = context.map { " " + $0 } ?? ""
    return .syntax(
      "unexpected \(shown) at column \(Numbering.number(ofIndex: position))\(suffix)",
      truncated: false)
  }

  func hex(_ byte: UInt8) -> String {
    let digits: StaticString = "0123456789ABCDEF"
    return String(
      decoding: [digits.utf8Start[Int(byte >> 4)], digits.utf8Start[Int(byte & 0xF)]],
      as: UTF8.self)
  }
}
