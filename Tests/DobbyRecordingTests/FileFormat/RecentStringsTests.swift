import Testing

@testable import DobbyRecording

/// Short strings a line repeats are shared; the rest are made afresh, and
/// every one reads as its text.
struct RecentStringsTests {
  /// The strings of the array `text`, read through one `RecentStrings`.
  private func read(_ text: String, into recent: inout RecentStrings) throws -> [String] {
    var tokens: [JSONTape.Token] = []
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { line in
      try JSONParser.parse(line, into: &tokens)
      return tokens.withUnsafeMutableBufferPointer { tokens in
        let tape = JSONTape(tokens: tokens, bytes: line)
        return (1..<tokens.count).map { recent.text(at: $0, on: tape) }
      }
    }
  }

  /// Whether two strings share their storage (small strings have none to
  /// share, so this compares only strings longer than 15 bytes).
  private func identical(_ a: String, _ b: String) -> Bool {
    var (a, b) = (a, b)
    return a.withUTF8 { x in b.withUTF8 { y in x.baseAddress == y.baseAddress } }
  }

  @Test func `each string reads as its text, whether kept or not`() throws {
    var recent = RecentStrings()
    let text = #"["Int","Order","Int","a\"b","a\"b","","sixteen-bytes-xx","seventeen-bytes-x"]"#
    #expect(
      try read(text, into: &recent) == [
        "Int", "Order", "Int", "a\"b", "a\"b", "", "sixteen-bytes-xx", "seventeen-bytes-x",
      ])
    // From a second line too, the kept ones included.
    #expect(try read(#"["Order","Int","x"]"#, into: &recent) == ["Order", "Int", "x"])
  }

  @Test func `strings that differ only past their eighth byte are told apart`() throws {
    var recent = RecentStrings()
    #expect(
      try read(#"["12345678A","12345678B","12345678A"]"#, into: &recent) == [
        "12345678A", "12345678B", "12345678A",
      ])
  }

  @Test func `a kept string of 16 bytes is shared; a longer one is made afresh`() throws {
    var recent = RecentStrings()
    let kept = try read(#"["sixteen-bytes-xx","sixteen-bytes-xx"]"#, into: &recent)
    #expect(identical(kept[0], kept[1]))
    let long = try read(#"["seventeen-bytes-x","seventeen-bytes-x"]"#, into: &recent)
    #expect(long[0] == long[1])
    #expect(!identical(long[0], long[1]))
  }

  @Test func `past its capacity the oldest string gives way`() throws {
    var recent = RecentStrings()
    let many = (0..<(RecentStrings.capacity + 4)).map { "\"name-\($0)\"" }
    let text = "[" + many.joined(separator: ",") + "]"
    #expect(try read(text, into: &recent) == many.map { String($0.dropFirst().dropLast()) })
    #expect(try read(#"["name-0","name-19"]"#, into: &recent) == ["name-0", "name-19"])
  }
}
