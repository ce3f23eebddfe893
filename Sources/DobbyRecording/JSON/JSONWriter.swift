import DobbyCore

/// Writes compact JSON into a ``ByteBuffer``, one value at a time, with
/// keys in the order they are written.
///
/// Strings are escaped so that every line stays one line of valid UTF-8
/// JSON: quotes, backslashes and C0 controls are escaped as JSON requires,
/// and U+2028 / U+2029 as `\u2028` / `\u2029` (JavaScript and some editors
/// treat them as line breaks).
struct JSONWriter {
  let buffer: ByteBuffer
  /// Whether the next value or key needs a comma before it.
  private var needsComma = false

  init(capacity: Int) {
    buffer = ByteBuffer(capacity: capacity)
  }

  /// Ends the current line.
  mutating func newline() {
    buffer.append(0x0A)
    needsComma = false
  }

  /// Forgets what was written after the first `count` bytes, which must
  /// end a line or a top-level value: the next value needs no comma.
  mutating func rewind(to count: Int) {
    buffer.removeLast(buffer.count - count)
    needsComma = false
  }

  /// Writes `text` between top-level values (`[`, `,` and line breaks of
  /// a document); the next value needs no comma.
  mutating func separator(_ text: StaticString) {
    buffer.append(text)
    needsComma = false
  }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Writes `"name":{…}`, the object's members written by `members`.
  mutating func object(_ name: StaticString, _ members: (inout JSONWriter) -> Void) {
    key(name)
    beginObject()
    members(&self)
    endObject()
  }

  /// Writes `"name":[…]`, the array's elements written by `elements`.
  mutating func array(_ name: StaticString, _ elements: (inout JSONWriter) -> Void) {
    key(name)
    beginArray()
    elements(&self)
    endArray()
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    buffer.append(bracket)
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    buffer.append(bracket)
    needsComma = true
  }

  /// Writes `"key":`; the key must need no escaping.
  mutating func key(_ key: StaticString) {
    separate()
    buffer.append(UInt8(ascii: "\""))
    buffer.append(key)
    buffer.append(UInt8(ascii: "\""))
    buffer.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func string(_ text: String) {
    if let done: Void = text.utf8.withContiguousStorageIfAvailable({ string(utf8: $0) }) {
      return done
    }
    var copy = text
    copy.withUTF8 { string(utf8: $0) }
  }

  /// Writes a string given as UTF-8.
  mutating func string(utf8 text: UnsafeBufferPointer<UInt8>) {
    separate()
    appendEscaped(text)
    needsComma = true
  }

  mutating func int(_ value: Int) {
    separate()
    buffer.appendDecimal(value.magnitude.asUInt64, negative: value < 0)
    needsComma = true
  }

  mutating func bool(_ value: Bool) {
    separate()
    buffer.append(value ? "true" : "false")
    needsComma = true
  }

  /// A tick: a number up to 2^53, a decimal string above (so that readers
  /// that hold numbers as doubles cannot round it).
  mutating func timestamp(_ value: UInt64) {
    separate()
    if value <= RecordingFormat.maxExactNumber {
      buffer.appendDecimal(value)
    } else {
      buffer.append(UInt8(ascii: "\""))
      buffer.appendDecimal(value)
      buffer.append(UInt8(ascii: "\""))
    }
    needsComma = true
  }

  mutating func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  mutating func field(_ name: StaticString, _ value: Int) {
    key(name)
    int(value)
  }

  mutating func field(_ name: StaticString, _ value: Bool) {
    key(name)
    bool(value)
  }

  /// Writes the field only when `value` is not `nil`.
  mutating func field(_ name: StaticString, _ value: String?) {
    if let value { field(name, value) }
  }

  /// Writes the field only when `value` is not `nil`.
  mutating func field(_ name: StaticString, _ value: Int?) {
    if let value { field(name, value) }
  }

  @inline(__always)
  private mutating func separate() {
    if needsComma { buffer.append(UInt8(ascii: ",")) }
  }

  /// Appends `"text"`, escaped.
  ///
  /// - Complexity: O(n); runs with nothing to escape are copied in one go.
  private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    buffer.append(UInt8(ascii: "\""))
    var copied = 0
    var index = 0
    let count = text.count
    while index < count {
      // Eight bytes at a time while none needs a look.
      if let base = text.baseAddress {
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
          let word = ByteScan.word(raw, at: index)
          let special = ByteScan.stringSpecials(word) | ByteScan.equal(word, 0xE2)
          if special != 0 {
            index += ByteScan.firstFlagged(special)
            break
          }
          index += 8
        }
        guard index < count else { break }
      }
      let byte = text[index]
      // Fast path: printable ASCII other than `"` and `\`, and UTF-8
      // bytes other than the lead byte of U+2028 / U+2029.
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
        && byte != 0xE2
      {
        index += 1
        continue
      }
      let escape: StaticString?
      var width = 1
      switch byte {
      case UInt8(ascii: "\""): escape = "\\\""
      case UInt8(ascii: "\\"): escape = "\\\\"
      case 0x0A: escape = "\\n"
      case 0x0D: escape = "\\r"
      case 0x09: escape = "\\t"
      case 0x08: escape = "\\b"
      case 0x0C: escape = "\\f"
      case 0x00..<0x20: escape = nil
      case 0xE2
      where index + 2 < count && text[index + 1] == 0x80
        && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
        // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR.
        escape = text[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
        width = 3
      default:
        index += 1
        continue
      }
      buffer.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(text)[copied..<index]))
      if let escape {
        buffer.append(escape)
      } else {
        appendUnicodeEscape(byte)
      }
      index += width
      copied = index
    }
    buffer.append(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(text)[copied..<count]))
    buffer.append(UInt8(ascii: "\""))
  }

  /// `\u00XX` for a C0 control without a short escape.
  private mutating func appendUnicodeEscape(_ byte: UInt8) {
    let hex: StaticString = "0123456789abcdef"
    buffer.append("\\u00")
    buffer.append(hex.utf8Start[Int(byte >> 4)])
    buffer.append(hex.utf8Start[Int(byte & 0xF)])
  }
}

extension UInt {
  fileprivate var asUInt64: UInt64 { UInt64(self) }
}
