import DobbyCore
import DobbyTestSupport
import Foundation
import Testing

/// Every recorded text reaches people through one escaping function: no
/// output path may pass on a character that drives a terminal or forges a
/// log line.
struct TerminalSafetyTests {
  /// Scalars a rendering may contain besides printable text: its own line
  /// breaks, and in the plain format nothing else.
  private func unsafeScalars(in text: String) -> [UInt32] {
    text.unicodeScalars.filter { $0 != "\n" && DisplayText.isUnsafe($0) }.map(\.value)
  }

  @Test func `escape makes every hostile scalar visible`() {
    for scalar in HostileText.scalars {
      let escaped = DisplayText.escape("a" + String(scalar) + "b")
      #expect(escaped.unicodeScalars.allSatisfy { !DisplayText.isUnsafe($0) }, "\(scalar.value)")
      #expect(escaped.count > 3, "U+\(String(scalar.value, radix: 16)) was dropped, not escaped")
    }
    #expect(DisplayText.escape("\u{1B}[2J") == #"\u{1B}[2J"#)
    #expect(DisplayText.escape("tab\there\nline") == #"tab\there\nline"#)
    #expect(DisplayText.escape("plain ünïcødé 日本 🙂") == "plain ünïcødé 日本 🙂")
  }

  @Test func `matcher descriptions and explanations are escaped`() {
    let matcher = matches("is \u{1B}[31mred") { (_: Int) in false }
    let names = Recorder<Int>(name: "n")
    names.record(1)
    let pattern = Pattern()
    pattern.expect(matcher, in: names)
    let text = pattern.check().plainText
    #expect(unsafeScalars(in: text).isEmpty)
    #expect(text.contains(#"is \u{1B}[31mred"#))
  }
}

extension TerminalSafetyTests {
  @Test func `an unused reaction read from a file is escaped in every plain line`() {
    let hostile = String(String.UnicodeScalarView(HostileText.scalars))
    let report = Fixture.unusedReaction(naming: hostile)
    #expect(unsafeScalars(in: report.plainText) == [])
    let reactions = report.mismatches.compactMap(\.reaction)
    let text = UnusedReactionsText(stub: "stub" + hostile, reactions: reactions, basePath: nil)
    #expect(unsafeScalars(in: text?.message ?? "?") == [])
    #expect(unsafeScalars(in: text?.headline ?? "?") == [])
  }

  @Test func `errors naming recorded values or file contents are escaped`() throws {
    let hostile = String(String.UnicodeScalarView(HostileText.scalars))
    let stub = Stub<String, Int>(name: "stub" + hostile)
    #expect {
      try stub.invoke(hostile)
    } throws: { error in
      unsafeScalars(in: String(describing: error)).isEmpty
    }
  }
}
