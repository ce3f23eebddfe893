/// A key path as its test wrote it (`\.headers["Accept"]`), read from the
/// source line of the `matches(_:_:)` call that took it.
///
/// The standard library names stored properties in a key path's
/// description but not computed ones or subscripts (`<computed 0x…
/// (Optional<String>)>`, on Linux for every computed property), and never
/// a subscript's arguments. The call's `#filePath`, `#line` and `#column`
/// locate the written text instead. DobbyCore does no file I/O: `import
/// Dobby` installs the reader of source files; without one, or without the
/// file, the description's own path stands.
package enum WrittenKeyPath {
  /// Reads the text of the file at a `#filePath`; `nil` when it cannot.
  package typealias Reader = @Sendable (_ filePath: String) -> String?

  private static let reader = Lock<Reader?>(nil)

  /// Installs `read` as the reader of source files (the last one
  /// installed wins).
  package static func install(_ read: @escaping Reader) {
    reader.withLock { $0 = read }
  }

  /// The key path written as the first argument of the call whose
  /// argument list opens at `site`, as `.headers["Accept"]` (without `\`
  /// and the root type); `nil` without a reader, a file, or a key-path
  /// literal there. The reader runs outside the lock.
  static func path(at site: CallSite, describedAs described: String) -> String? {
    guard let read = reader.withLock({ $0 }), let text = read(site.filePath),
      let written = literal(in: text, line: site.line, column: site.column)
    else { return nil }
    return path(ofLiteral: written, describedAs: described)
  }

  /// The most characters a written key path keeps.
  static let limit = 200

  /// The key-path literal that is the first argument of the call at
  /// `line` and `column` (both 1-based; the column in UTF-8 bytes, at the
  /// argument list's `(` as Swift's `#column` gives it, or before it):
  /// `\.headers["Accept"]`; `nil` when the first argument is not a
  /// key-path literal.
  ///
  /// - Complexity: O(n) in the file's length up to the line, plus the
  ///   literal's length.
  static func literal(in text: String, line: Int, column: Int) -> String? {
    guard line >= 1, column >= 1 else { return nil }
    let bytes = text.utf8
    var index = bytes.startIndex
    var current = 1
    while current < line {
      guard let newline = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
      index = bytes.index(after: newline)
      current += 1
    }
    guard let start = bytes.index(index, offsetBy: column - 1, limitedBy: bytes.endIndex),
      let open = bytes[start...].prefix(while: { $0 != UInt8(ascii: "\n") })
        .firstIndex(of: UInt8(ascii: "("))
    else { return nil }
    var scan = bytes.index(after: open)
    while scan < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[scan]) {
      scan = bytes.index(after: scan)
    }
    guard scan < bytes.endIndex, bytes[scan] == UInt8(ascii: "\\") else { return nil }
    let first = scan
    var depth = 0
    var inString = false
    while scan < bytes.endIndex {
      let byte = bytes[scan]
      if inString {
        if byte == UInt8(ascii: "\\") {
          scan = bytes.index(after: scan)
          if scan == bytes.endIndex { return nil }
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return written(text, first..<scan) }
          depth -= 1
        case UInt8(ascii: ","):
          if depth == 0 { return written(text, first..<scan) }
        default: break
        }
      }
      if bytes.distance(from: first, to: scan) > limit { return nil }
      scan = bytes.index(after: scan)
    }
    return nil
  }

  /// The text in `range`, its lines joined and trimmed.
  private static func written(_ text: String, _ range: Range<String.Index>) -> String? {
    let lines = text[range].split(whereSeparator: \.isNewline)
      .map { $0.drop { $0 == " " || $0 == "\t" } }
    let joined = lines.joined().reversed().drop { $0 == " " || $0 == "\t" }.reversed()
    let result = String(joined)
    return result.count > 1 ? result : nil
  }

  /// The path of a written key path after its root type, as the key-path
  /// matcher names it: `.headers["Accept"]` for `\.headers["Accept"]` and
  /// for `\Request.headers["Accept"]`. `described` is the path the
  /// standard library's description gave (`.headers.<computed …>`), whose
  /// first field marks where the root type ends.
  static func path(ofLiteral written: String, describedAs described: String) -> String {
    let body = written.dropFirst()
    if body.first == "." { return String(body) }
    let field = described.dropFirst().prefix { $0 != "." && $0 != "<" && $0 != "?" }
    if !field.isEmpty, let found = body.firstRange(of: "." + field) {
      return String(body[found.lowerBound...])
    }
    // The root type, with generic arguments that may hold dots, ends at the
    // first dot outside angle brackets.
    var depth = 0
    for index in body.indices {
      switch body[index] {
      case "<": depth += 1
      case ">": depth -= 1
      case "." where depth == 0: return String(body[index...])
      default: continue
      }
    }
    return String(body)
  }
}
