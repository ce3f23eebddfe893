import DobbyCore
import Testing

/// The escapes the formats share, one case per rule.
struct EscapingTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    (#"a < b && "c" > 'd'"#, "a &lt; b &amp;&amp; &quot;c&quot; &gt; &apos;d&apos;"),
    ("line\nbreak\ttab", "line\nbreak\ttab"),
    ("bell\u{07}and\u{1B}[2J", #"bell\u{7}and\u{1B}[2J"#),
    ("not a character\u{FFFE}\u{FFFF}", #"not a character\u{FFFE}\u{FFFF}"#),
    ("café ✓ \u{85}", "café ✓ \u{85}"),
  ])
  func `xml escapes markup and controls and keeps the rest`(text: String, escaped: String) {
    #expect(xmlEscaped(text) == escaped)
  }

  @Test func `a shell word is quoted only when it holds an unsafe character`() {
    #expect(shellQuoted("Tests/Shop/a-b_c.swift") == "Tests/Shop/a-b_c.swift")
    #expect(shellQuoted("my file's") == #"'my file'\''s'"#)
    #expect(shellQuoted("") == "''")
    // A quote that a combining accent follows is one character, but still a quote.
    #expect(shellQuoted("a'\u{301}b") == "'a'\\''\u{301}b'")
  }
}
