/// A case-insensitive substring search, fast for ASCII queries: it
/// compares UTF-8 bytes, folding ASCII case, without lowercasing or
/// copying the text searched.
struct TextSearch: Sendable {
  private let needle: [UInt8]
  private let folded: String?

  /// A search for `query`.
  init(_ query: String) {
    if query.utf8.allSatisfy({ $0 < 0x80 }) {
      needle = query.utf8.map(Self.fold)
      folded = nil
    } else {
      needle = []
      folded = query.lowercased()
    }
  }

  /// Whether `text` contains the query, ignoring case.
  ///
  /// - Complexity: O(n × m) worst case for n bytes of text and an m-byte
  ///   query; about O(n) in practice.
  func matches(_ text: String) -> Bool {
    if let folded { return text.lowercased().contains(folded) }
    guard !needle.isEmpty else { return true }
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      let first = needle[0]
      var start = 0
      let last = bytes.count - needle.count
      while start <= last {
        if Self.fold(bytes[start]) == first {
          var offset = 1
          while offset < needle.count, Self.fold(bytes[start + offset]) == needle[offset] {
            offset += 1
          }
          if offset == needle.count { return true }
        }
        start += 1
      }
      return false
    }
  }

  private static func fold(_ byte: UInt8) -> UInt8 {
    byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }
}
