/// A strict JSON parser for one line of a recording (RFC 8259), bounded in
/// nesting depth.
///
/// It reads bytes, not `String`s: strings must be valid UTF-8 and free of
/// raw control characters, `\u` escapes must pair their surrogates, and
/// nothing may follow the value but spaces. Errors name the 1-based column
/// and say whether the line simply ended early (a truncated line).
struct JSONParser {
  /// Why a line is not JSON.
  enum Failure: Error, Equatable {
    /// A syntax error; `truncated` when the line ended in the middle of a
    /// value.
    case syntax(String, truncated: Bool)
    /// Nesting deeper than ``RecordingFormat/maxNesting``.
    case tooDeep
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  private var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The value that `bytes` holds.
  ///
  /// - Complexity: O(n) in the length of the line.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes)
    let value = try parser.value()
    parser.skipSpaces()
    if parser.position < bytes.count { throw parser.unexpected("after the value") }
    return value
  }

  // MARK: Values

  private mutating func value() throws(Failure) -> JSONValue {
    skipSpaces()
    guard position < bytes.count else { throw endOfLine() }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object(try object())
    case UInt8(ascii: "["): return .array(try array())
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"): try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"): try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    default: throw unexpected()
    }
  }

  private mutating func object() throws(Failure) -> JSONObject {
    try enter()
    var object = JSONObject()
    // Large objects (never written, but a hostile line may hold one) check
    // duplicate keys by hash rather than by scanning.
    var seen: Set<String>?
    skipSpaces()
    if try peek() == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return object
    }
    while true {
      skipSpaces()
      guard try peek() == UInt8(ascii: "\"") else { throw unexpected("where a key was expected") }
      let keyColumn = position + 1
      let key = try string()
      if object.keys.count == 16 { seen = Set(object.keys) }
      let duplicate =
        seen != nil ? !seen!.insert(key).inserted : object.keys.contains(key)
      if duplicate {
        throw .syntax(
          "duplicate key \(RecordingFileError.Problem.show(key)) at column \(keyColumn)",
          truncated: false)
      }
      skipSpaces()
      guard try peek() == UInt8(ascii: ":") else { throw unexpected("where ':' was expected") }
      position += 1
      object.keys.append(key)
      object.values.append(try value())
      skipSpaces()
      switch try peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return object
      default: throw unexpected("where ',' or '}' was expected")
      }
    }
  }

  private mutating func array() throws(Failure) -> [JSONValue] {
    try enter()
    var elements: [JSONValue] = []
    skipSpaces()
    if try peek() == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return elements
    }
    while true {
      elements.append(try value())
      skipSpaces()
      switch try peek() {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return elements
      default: throw unexpected("where ',' or ']' was expected")
      }
    }
  }

  /// Steps into an object or array, refusing to nest too deep.
  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= RecordingFormat.maxNesting else { throw .tooDeep }
    position += 1
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    for offset in 0..<count {
      guard position + offset < bytes.count else { throw endOfLine() }
      guard bytes[position + offset] == word.utf8Start[offset] else {
        position += offset
        throw unexpected()
      }
    }
    position += count
  }

  // MARK: Numbers

  private mutating func number() throws(Failure) -> JSONNumber {
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
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
        position += 1
      }
      try digits()
      integral = false
    }
    if !integral { return .fraction }
    return overflow ? .tooLarge : .integer(negative: negative, magnitude: magnitude)
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

  // MARK: Strings

  private mutating func string() throws(Failure) -> String {
    let column = position + 1
    position += 1
    let start = position
    var escaped = false
    while true {
      guard position < bytes.count else { throw endOfLine() }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 {
        throw .syntax(
          "control character U+00\(hex(byte)) in a string at column \(position + 1)",
          truncated: false)
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        position += 1
      }
      position += 1
    }
    let end = position
    position += 1
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
    if !escaped {
      guard let text = String(validating: raw, as: UTF8.self) else { throw invalidUTF8(column) }
      return text
    }
    var unescaped: [UInt8] = []
    unescaped.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      index += 1
      guard byte == UInt8(ascii: "\\") else {
        unescaped.append(byte)
        continue
      }
      let at = start + index
      switch raw[index] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(raw[index])
      case UInt8(ascii: "n"): unescaped.append(0x0A)
      case UInt8(ascii: "r"): unescaped.append(0x0D)
      case UInt8(ascii: "t"): unescaped.append(0x09)
      case UInt8(ascii: "b"): unescaped.append(0x08)
      case UInt8(ascii: "f"): unescaped.append(0x0C)
      case UInt8(ascii: "u"):
        let scalar = try unicodeEscape(raw, &index, column: at)
        UTF8.encode(scalar) { unescaped.append($0) }
        continue
      default:
        throw .syntax("invalid escape at column \(at)", truncated: false)
      }
      index += 1
    }
    guard let text = String(validating: unescaped, as: UTF8.self) else {
      throw invalidUTF8(column)
    }
    return text
  }

  /// The scalar of `\uXXXX` (or a `\uD8xx\uDCxx` pair) whose `u` is at
  /// `index`; moves `index` past it.
  private func unicodeEscape(
    _ raw: UnsafeBufferPointer<UInt8>, _ index: inout Int, column: Int
  ) throws(Failure) -> Unicode.Scalar {
    func hexQuad(at start: Int) -> UInt32? {
      guard start + 4 <= raw.count else { return nil }
      var value: UInt32 = 0
      for byte in raw[start..<start + 4] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        value = value << 4 | UInt32(digit)
      }
      return value
    }
    guard let first = hexQuad(at: index + 1) else {
      throw .syntax("invalid \\u escape at column \(column)", truncated: false)
    }
    index += 5
    if (0xD800..<0xDC00).contains(first) {
      guard index + 1 < raw.count, raw[index] == UInt8(ascii: "\\"),
        raw[index + 1] == UInt8(ascii: "u"), let second = hexQuad(at: index + 2),
        (0xDC00..<0xE000).contains(second)
      else {
        throw .syntax("unpaired surrogate in \\u escape at column \(column)", truncated: false)
      }
      index += 6
      return Unicode.Scalar(0x10000 + (first - 0xD800) << 10 + (second - 0xDC00))!
    }
    guard let scalar = Unicode.Scalar(first) else {
      throw .syntax("unpaired surrogate in \\u escape at column \(column)", truncated: false)
    }
    return scalar
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

  private func endOfLine() -> Failure {
    .syntax("unexpected end of line at column \(bytes.count + 1)", truncated: true)
  }

  private func invalidUTF8(_ column: Int) -> Failure {
    .syntax("invalid UTF-8 in the string at column \(column)", truncated: false)
  }

  private func unexpected(_ context: String? = nil) -> Failure {
    let byte = bytes[position]
    let shown =
      (0x21..<0x7F).contains(byte)
      ? "character '\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(hex(byte))"
    let suffix = context.map { " " + $0 } ?? ""
    return .syntax("unexpected \(shown) at column \(position + 1)\(suffix)", truncated: false)
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
  }
}
