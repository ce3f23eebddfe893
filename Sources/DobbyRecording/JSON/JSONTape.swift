import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of a recording parsed into a flat list of tokens that point
/// into the line's bytes.
///
/// Parsing allocates nothing per value: strings stay bytes until a reader
/// asks for them (most are never asked for), and objects and arrays are
/// ranges of tokens. A tape borrows the token array and the line: it and
/// the values read from it are valid only while both are.
struct JSONTape {
  /// One JSON value, or the head of an object or array (16 bytes).
  struct Token {
    enum Kind: UInt8 {
      case object, array, string, integer, fraction, tooLarge, `true`, `false`, null
    }

    var kind: Kind
    /// For a string, whether it holds escapes; for an integer, its sign.
    var flag: Bool
    /// For an object, where the next lookup starts: the offset from the
    /// head to the key after the one found last, or 0 for the first key
    /// (readers ask for members mostly in the order they were written).
    /// It sits in what would be padding, so a token stays 16 bytes.
    var hint: UInt16 = 0
    /// For a string, the offset of its first byte after the quote; for an
    /// object or array, its count of members or elements.
    var start: Int32
    /// For a string, the offset of its closing quote; for an object or
    /// array, the index of the token after its last one; for an integer,
    /// its magnitude.
    var payload: UInt64
  }

  /// Mutable only for the lookup hints of objects (``Token/hint``).
  let tokens: UnsafeMutableBufferPointer<Token>
  /// The line the tokens point into.
  let bytes: UnsafeBufferPointer<UInt8>

  /// The line's value (the first token).
  var root: JSONValue { value(at: 0) }

  /// The value whose token is at `index`.
  func value(at index: Int) -> JSONValue {
    let token = tokens[index]
    switch token.kind {
    case .object: return .object(JSONObject(tape: self, index: index))
    case .array: return .array(JSONArray(tape: self, index: index))
    case .string: return .string(JSONString(tape: self, index: index))
    case .integer: return .number(.integer(negative: token.flag, magnitude: token.payload))
    case .fraction: return .number(.fraction)
    case .tooLarge: return .number(.tooLarge)
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .null: return .null
    }
  }

  /// The index of the token after the value at `index`.
  @inline(__always)
  func skip(_ index: Int) -> Int {
    let token = tokens[index]
    switch token.kind {
    case .object, .array: return Int(token.payload)
    default: return index + 1
    }
  }

  /// The text of the string at `index`, its escapes decoded.
  func text(at index: Int) -> String {
    let token = tokens[index]
    let raw = UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.payload)])
    // The line is valid UTF-8 and quotes are ASCII, so the string is too.
    guard token.flag else { return String(decoding: raw, as: UTF8.self) }
    return String(decoding: JSONParser.unescape(raw), as: UTF8.self)
  }

  /// The path from the line's value to the value at `target`: keys joined
  /// by `.`, array indices in brackets (`value.children[2]`); empty for
  /// the line's value itself.
  ///
  /// - Complexity: O(n) in the number of tokens; used for messages only.
  func path(to target: Int) -> String {
    var path = ""
    var container = 0
    descending: while container != target {
      let token = tokens[container]
      guard token.kind == .object || token.kind == .array else { break }
      var item = container + 1
      for position in 0..<Int(token.start) {
        let value = token.kind == .object ? item + 1 : item
        let end = skip(value)
        if (value..<end).contains(target) {
          if token.kind == .object {
            path += (path.isEmpty ? "" : ".") + text(at: item)
          } else {
            path += "[\(position)]"
          }
          container = value
          continue descending
        }
        item = end
      }
      break
    }
    return path
  }

  /// Whether the string at `index` is `text`.
  func text(at index: Int, equals text: String) -> Bool {
    let token = tokens[index]
    guard !token.flag else { return self.text(at: index) == text }
    let start = Int(token.start)
    let count = Int(token.payload) - start
    guard text.utf8.count == count else { return false }
    let raw = UnsafeBufferPointer(rebasing: bytes[start..<start + count])
    guard count > 0 else { return true }
    return text.utf8.withContiguousStorageIfAvailable {
      memcmp($0.baseAddress!, raw.baseAddress!, count) == 0
    } ?? text.utf8.elementsEqual(raw)
  }

  /// The bytes of the string at `index` packed little-endian into two
  /// words, with their count; `nil` when it is longer than 16 bytes or
  /// has escapes.
  func packed(at index: Int) -> (count: Int, words: (UInt64, UInt64))? {
    let token = tokens[index]
    let start = Int(token.start)
    let count = Int(token.payload) - start
    guard !token.flag, count <= 16 else { return nil }
    if start + 16 <= bytes.count {
      // Two loads, the bytes past the string masked off.
      let memory = UnsafeRawPointer(bytes.baseAddress!)
      let low = ByteScan.word(memory, at: start) & ByteScan.lowBytes(count)
      let high = ByteScan.word(memory, at: start + 8) & ByteScan.lowBytes(count - 8)
      return (count, (low, high))
    }
    var words: (UInt64, UInt64) = (0, 0)
    for offset in 0..<count {
      let byte = UInt64(bytes[start + offset]) << (8 * UInt64(offset & 7))
      if offset < 8 { words.0 |= byte } else { words.1 |= byte }
    }
    return (count, words)
  }

  /// Whether the string at `index` is `text`.
  func text(at index: Int, equals text: StaticString) -> Bool {
    let token = tokens[index]
    guard !token.flag else { return self.text(at: index) == text.description }
    let start = Int(token.start)
    let count = Int(token.payload) - start
    guard text.utf8CodeUnitCount == count else { return false }
    let key = UnsafeRawPointer(text.utf8Start)
    let line = UnsafeRawPointer(bytes.baseAddress!) + start
    // Words of each side that together cover the bytes (the last one
    // overlapping the one before when the length is not a multiple of
    // their size), all within both.
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        guard
          key.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            == line.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
      }
      return key.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        == line.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    if count >= 4 {
      return key.loadUnaligned(as: UInt32.self) == line.loadUnaligned(as: UInt32.self)
        && key.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
          == line.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
    }
    for offset in 0..<count
    where key.load(fromByteOffset: offset, as: UInt8.self)
      != line.load(fromByteOffset: offset, as: UInt8.self)
    {
      return false
    }
    return true
  }
}
