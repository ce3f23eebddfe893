import DobbyTestSupport
import Testing

@testable import DobbyRecording

/// A title becomes a file name that is safe, readable, and its own.
struct RecordingNameTests {
  @Test(arguments: [
    ("CheckoutTests.pays", "CheckoutTests.pays"),
    ("Käse.größe", "Käse.größe"),
    ("Prüfung δοκιμή テスト", "Prüfung_δοκιμή_テスト+00000000"),
    ("e\u{301}te\u{301}", "e\u{301}te\u{301}"),
    ("\u{301}x", "_x+00000000"),
  ])
  func `letters and digits of every script are kept, with their marks`(
    title: String, stem: String
  ) {
    let made = RecordingName.stem(for: title)
    let expected =
      stem.hasSuffix("+00000000")
      ? String(stem.dropLast(8)) + RecordingName.hash(title) : stem
    #expect(made.unicodeScalars.elementsEqual(expected.unicodeScalars), "\(made)")
  }

  @Test func `titles that differ only in a symbol get names of their own`() {
    let euro = RecordingName.stem(for: "Checkout €")
    let pound = RecordingName.stem(for: "Checkout £")
    #expect(euro == "Checkout_+958a5ad1")
    #expect(pound == "Checkout_+53df0b8c")
    #expect(euro != pound)
  }

  @Test func `a hash is added exactly when the title changed`() {
    for title in ["A", "A.b-c_d", "Ünïcödé", String(repeating: "y", count: 120)] {
      #expect(RecordingName.stem(for: title) == title)
    }
    for title in ["A b", ".A", "-A", "", "A/b", "A€", "A+1", String(repeating: "y", count: 121)] {
      let stem = RecordingName.stem(for: title)
      #expect(stem.hasSuffix("+" + RecordingName.hash(title)), "\(stem)")
    }
    // A title kept as it is never holds the marker, so it cannot meet a hashed one.
    let hashed = RecordingName.stem(for: "A b")
    #expect(RecordingName.stem(for: hashed) != hashed)
  }

  @Test func `long titles are cut by bytes, whole characters, and stay distinct`() {
    let prefix = String(repeating: "ü", count: 100)
    let first = RecordingName.stem(for: prefix + "first")
    let second = RecordingName.stem(for: prefix + "second")
    #expect(first != second)
    for stem in [first, second] {
      #expect(stem.utf8.count <= RecordingName.maxBytes, "\(stem.utf8.count)")
      #expect(stem.hasPrefix(String(repeating: "ü", count: 55)))
    }
    let wide = RecordingName.stem(for: String(repeating: "e\u{301}", count: 200))
    #expect(wide.utf8.count <= RecordingName.maxBytes)
    #expect(wide.unicodeScalars.dropLast(9).last == "\u{301}")
  }

  @Test func `hostile text never reaches a file name`() {
    for scalar in HostileText.scalars {
      let title = "a" + String(Character(scalar)) + "b"
      let stem = RecordingName.stem(for: title)
      #expect(stem == "a_b+" + RecordingName.hash(title), "\(stem.debugDescription)")
    }
    for title in ["../../etc", "-rf", "...", "a/b\\c:d*e?f\"g<h>i|j", "\u{0}", "😀🎉"] {
      let stem = RecordingName.stem(for: title)
      #expect(!stem.hasPrefix(".") && !stem.hasPrefix("-") && !stem.isEmpty, "\(stem)")
      #expect(stem.unicodeScalars.allSatisfy { !"/\\:*?\"<>|".unicodeScalars.contains($0) })
      #expect(stem.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    }
  }

  @Test func `the hash is stable across runs and platforms`() {
    // FNV-1a of the UTF-8, folded: fixed values, whatever the process.
    #expect(RecordingName.hash("") == "4fd0bfc1")
    #expect(RecordingName.hash("Checkout €") == "958a5ad1")
    #expect(RecordingName.hash("a/../../etc/passwd") == "68ca28fb")
  }
}
