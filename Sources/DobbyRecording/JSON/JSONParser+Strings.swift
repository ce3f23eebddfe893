import DobbyCore

extension JSONParser {
  // MARK: Strings

  /// Scans a string, checking its escapes, and appends its token.
  /// (Inlined: a line holds dozens of short strings, keys and values.)
  @inline(__always)
  mutating func string() throws(Failure) {
    let start = position + 1
    let count = bytes.count
    var end = start
    var escaped = false
    let memory = UnsafeRawPointer(bytes.baseAddress!)
    while true {
      // Eight bytes at a time while none is a quote, a backslash or a
      // control character.
      while end + 8 <= count {
        let special = ByteScan.stringSpecials(ByteScan.word(memory, at: end))
        if special != 0 {
          end += ByteScan.firstFlagged(special)
          break
        }
        end += 8
      }
      guard end < count else { throw endOfLine() }
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte < 0x20 {
        throw .syntax(
          "control character U+00\(hex(byte)) in a string at column \(Numbering.number(ofIndex: end))",
          truncated: false)
      }
      if byte == UInt8(ascii: "\\") {
        escaped = true
        end = try escape(at: end)
      } else {
        end += 1
      }
    }
    tokens.append(Token(kind: .string, flag: escaped, start: Int32(start), payload: UInt64(end)))
    position = end + 1
  }

  /// Checks the escape whose backslash is at `index`.
  ///
  /// - Returns: The index after it.
  private func escape(at index: Int) throws(Failure) -> Int {
    guard index + 1 < bytes.count else { throw endOfLine() }
    switch bytes[index + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return index + 2
    case UInt8(ascii: "u"):
      let unpaired = Failure.syntax(
        "unpaired surrogate in \\u escape at column \(Numbering.number(ofIndex: index))",
        truncated: false)
      let first = try hexQuad(at: index + 2, column: Numbering.number(ofIndex: index))
      if (0xDC00..<0xE000).contains(first) { throw unpaired }
      guard (0xD800..<0xDC00).contains(first) else { return index + 6 }
      guard index + 7 < bytes.count else { throw endOfLine() }
      guard bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u") else {
        throw unpaired
      }
      let second = try hexQuad(at: index + 8, column: index + 7)
      guard (0xDC00..<0xE000).contains(second) else { throw unpaired }
      return index + 12
    default:
      throw .syntax(
        "invalid escape at column \(Numbering.number(ofIndex: index))", truncated: false)
    }
  }

  /// The value of the four hex digits at `index`.
  private func hexQuad(at index: Int, column: Int) throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard index + offset < bytes.count else { throw endOfLine() }
      guard let digit = Self.hexValue(bytes[index + offset]) else {
        throw .syntax("invalid \\u escape at column \(column)", truncated: false)
      }
      value = value << 4 | digit
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// The UTF-8 of a string's content with its escapes (already checked)
  /// decoded.
  static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(raw.count)
    var index = 0
    func quad(_ at: Int) -> UInt32 {
      raw[at..<at + 4].reduce(0) { $0 << 4 | (hexValue($1) ?? 0) }
    }
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
        result.append(byte)
        index += 1
        continue
      }
      let code = raw[index + 1]
      index += 2
      switch code {
      case UInt8(ascii: "n"): result.append(0x0A)
      case UInt8(ascii: "r"): result.append(0x0D)
      case UInt8(ascii: "t"): result.append(0x09)
      case UInt8(ascii: "b"): result.append(0x08)
      case UInt8(ascii: "f"): result.append(0x0C)
      case UInt8(ascii: "u") where index + 4 <= raw.count:
        var value = quad(index)
        index += 4
        if (0xD800..<0xDC00).contains(value), index + 6 <= raw.count {
          value = 0x10000 + (value - 0xD800) << 10 + (quad(index + 2) - 0xDC00)
          index += 6
        }
        UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { result.append($0) }
      default: result.append(code)
      }
    }
    return result
  }

  // MARK: UTF-8

  /// The offset of the first byte that is not part of valid UTF-8 (no
  /// overlong forms, no surrogates, nothing above U+10FFFF), or `nil`;
  /// `cutShort` when the bytes end in the middle of a character.
  ///
  /// - Complexity: O(n); ASCII is checked eight bytes at a time.
  static func firstInvalidUTF8(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> (offset: Int, cutShort: Bool)? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var index = 0
    while index < count {
      // Thirty-two bytes at a time while all are ASCII (most lines are).
      while index + 32 <= count,
        (raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
          | raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
          & 0x8080_8080_8080_8080 == 0
      {
        index += 32
      }
      if index == count { break }
      if index + 8 <= count,
        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
        index + offset >= count || range.contains(bytes[index + offset])
      }
      func check(_ length: Int) -> (offset: Int, cutShort: Bool)? {
        index + length > count ? (index, true) : nil
      }
      switch lead {
      case 0xC2...0xDF:
        guard continuation(1) else { return (index, false) }
        if let cut = check(2) { return cut }
        index += 2
      case 0xE0...0xEF:
        let second: ClosedRange<UInt8> =
          lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
        guard continuation(1, second), continuation(2) else { return (index, false) }
        if let cut = check(3) { return cut }
        index += 3
      case 0xF0...0xF4:
        let second: ClosedRange<UInt8> =
          lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
        guard continuation(1, second), continuation(2), continuation(3) else {
          return (index, false)
        }
        if let cut = check(4) { return cut }
        index += 4
      default:
        return (index, false)
      }
    }
    return nil
  }
}
