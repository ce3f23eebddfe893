/// Appends compact JSON to a byte buffer, one value at a time, with keys in
/// the order they are written.
///
/// Strings are escaped so that every line stays one line of valid UTF-8
/// JSON: quotes, backslashes and C0 controls are escaped as JSON requires,
/// and U+2028 / U+2029 as `\u2028` / `\u2029` (JavaScript and some editors
/// treat them as line breaks).
struct JSONWriter {
  private(set) var bytes: [UInt8] = []
  /// Whether the next value or key needs a comma before it.
  private var needsComma = false

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Ends the current line.
  mutating func newline() {
    bytes.append(0x0A)
    needsComma = false
  }

  mutating func beginObject() {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func endObject() {
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  mutating func beginArray() {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
  }

  mutating func endArray() {
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  /// Writes `"key":`; the key must need no escaping.
  mutating func key(_ key: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func string(_ text: String) {
    separate()
    var text = text
    text.withUTF8 { appendEscaped($0) }
    needsComma = true
  }

  mutating func int(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  mutating func bool(_ value: Bool) {
    separate()
    bytes.append(contentsOf: (value ? "true" : "false").utf8)
    needsComma = true
  }

  /// A tick: a number up to 2^53, a decimal string above (so that readers
  /// that hold numbers as doubles cannot round it).
  mutating func timestamp(_ value: UInt64) {
    if value <= RecordingFormat.maxExactNumber {
      separate()
      bytes.append(contentsOf: String(value).utf8)
      needsComma = true
    } else {
      string(String(value))
    }
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

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }

  /// Appends `"text"`, escaped.
  ///
  /// - Complexity: O(n); text with nothing to escape is copied in one go.
  private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    bytes.append(UInt8(ascii: "\""))
    var copied = 0
    var index = 0
    while index < text.count {
      let byte = text[index]
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
      case 0xE2 where index + 2 < text.count && text[index + 1] == 0x80
        && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
        // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR.
        escape = text[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
        width = 3
      default:
        index += 1
        continue
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<index]))
      if let escape {
        escape.withUTF8Buffer { bytes.append(contentsOf: $0) }
      } else {
        appendUnicodeEscape(byte)
      }
      index += width
      copied = index
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<text.count]))
    bytes.append(UInt8(ascii: "\""))
  }

  /// `\u00XX` for a C0 control without a short escape.
  private mutating func appendUnicodeEscape(_ byte: UInt8) {
    let hex: [UInt8] = Array("0123456789abcdef".utf8)
    bytes.append(contentsOf: "\\u00".utf8)
    bytes.append(hex[Int(byte >> 4)])
    bytes.append(hex[Int(byte & 0xF)])
  }
}
