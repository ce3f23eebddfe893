import DobbyCore
import Foundation
import Testing

/// Every recorded text reaches people through one escaping function: no
/// output path may pass on a character that drives a terminal or forges a
/// log line.
struct TerminalSafetyTests {
  /// The scalars that must never appear raw in output.
  static let hostile: [Unicode.Scalar] =
    (0x00...0x1F).map { Unicode.Scalar($0)! } + [Unicode.Scalar(0x7F)!]
    + (0x80...0x9F).map { Unicode.Scalar($0)! }
    + [
      0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068,
      0x2069,
    ]
    .map { Unicode.Scalar($0)! }
    + [0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x2028, 0x2029].map { Unicode.Scalar($0)! }

  /// Scalars a rendering may contain besides printable text: its own line
  /// breaks, and in the plain format nothing else.
  private func unsafeScalars(in text: String) -> [UInt32] {
    text.unicodeScalars.filter { $0 != "\n" && DisplayText.isUnsafe($0) }.map(\.value)
  }

  @Test func `escape makes every hostile scalar visible`() {
    for scalar in Self.hostile {
      let escaped = DisplayText.escape("a" + String(scalar) + "b")
      #expect(escaped.unicodeScalars.allSatisfy { !DisplayText.isUnsafe($0) }, "\(scalar.value)")
      #expect(escaped.count > 3, "U+\(String(scalar.value, radix: 16)) was dropped, not escaped")
    }
    #expect(DisplayText.escape("\u{1B}[2J") == #"\u{1B}[2J"#)
    #expect(DisplayText.escape("tab\there\nline") == #"tab\there\nline"#)
    #expect(DisplayText.escape("plain ünïcødé 日本 🙂") == "plain ünïcødé 日本 🙂")
  }

  @Test(arguments: ReportFormat.allCases)
  func `no output format passes a hostile value through`(format: ReportFormat) {
    let hostile = String(String.UnicodeScalarView(Self.hostile))
    // Invalid UTF-8 arrives repaired as U+FFFD; it must survive as text.
    let invalid = String(decoding: [0x66, 0xFF, 0xFE, 0x6F], as: UTF8.self)
    let names = Recorder<String>(name: "names" + hostile)
    names.record(hostile + invalid)
    let report = Pattern(title: "title" + hostile).expect(equals(hostile), in: names).check()
    let text = report.rendered(as: format)
    if format == .json {
      // JSON escapes C0 controls itself; it is data for programs, not a terminal.
      #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      return
    }
    #expect(unsafeScalars(in: text).isEmpty, "\(format): \(unsafeScalars(in: text))")
    #expect(text.contains("f\u{FFFD}\u{FFFD}o"))
  }

  @Test func `matcher descriptions and explanations are escaped`() {
    let matcher = matches("is \u{1B}[31mred") { (_: Int) in false }
    let names = Recorder<Int>(name: "n")
    names.record(1)
    let text = Pattern().expect(matcher, in: names).check().plainText
    #expect(unsafeScalars(in: text).isEmpty)
    #expect(text.contains(#"is \u{1B}[31mred"#))
  }
}

extension TerminalSafetyTests {
  @Test func `errors naming recorded values or file contents are escaped`() throws {
    let hostile = String(String.UnicodeScalarView(Self.hostile))
    let stub = Stub<String, Int>(name: "stub" + hostile)
    #expect {
      try stub.invoke(hostile)
    } throws: { error in
      unsafeScalars(in: String(describing: error)).isEmpty
    }

    let path = "/tmp/dobby-safety-\(getpid())-" + "\u{1B}]0;x\u{7}.dobby.jsonl"
    let line =
      #"{"format":"dobby-recording","version":1,"writer":""# + hostile + "\"}\n" + hostile + "\n"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(line.utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect {
      try VerificationReport(contentsOf: URL(fileURLWithPath: path))
    } throws: { error in
      let text = String(describing: error)
      return unsafeScalars(in: text).isEmpty && !text.contains("\n")
    }
  }
}
