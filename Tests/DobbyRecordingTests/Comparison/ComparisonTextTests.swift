import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Testing

/// The `--diff --plain` text of the five kinds of pair, as golden text.
struct ComparisonTextTests {
  /// A comparison's `--diff --plain` text, and the text it must be.
  struct Golden: Sendable, CustomTestStringConvertible {
    /// What the text shows.
    var name: String
    /// The runs compared.
    var pair: Fixture.RunPair
    /// The comparison's text.
    var text: String

    var testDescription: String { name }
  }

  func text(_ name: String, ascii: Bool = false) -> String {
    ComparisonText(
      Fixture.raceComparison(name), nameA: "pass.dobby.jsonl", nameB: "\(name).dobby.jsonl",
      ascii: ascii, basePath: "/src"
    ).text
  }

  @Test(arguments: goldens)
  func `each comparison prints its golden text`(_ golden: Golden) {
    let text = ComparisonText(
      golden.pair.comparison(), nameA: "pass.dobby.jsonl", nameB: golden.pair.nameB,
      basePath: "/src"
    ).text
    #expect(text == golden.text)
  }

  @Test func `ASCII marks stand in for the Unicode ones`() {
    let output = text("deleted", ascii: true)
    #expect(output.contains(#"- #6      orders  "A-5"  +E6  (Tests/CheckoutTests.swift:45)"#))
    #expect(output.contains("fulfilled -> DOBBY-E004 unfulfilled"))
    #expect(output.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test func `hunks closer than twice the context merge`() {
    var events = Fixture.raceEvents
    events[1] = .order("A-7")
    events[6] = .mail("late")
    let comparison = RecordingComparison(Fixture.race(Fixture.raceEvents), Fixture.race(events))
    let output = ComparisonText(comparison, nameA: "a", nameB: "b").text
    #expect(output.split(separator: "\n").filter { $0.hasPrefix("@@ ") }.count == 1)
    #expect(output.contains("@@ A #1-#8, B #1-#8 @@"))
  }

  @Test func `recorded text is escaped`() {
    let a = Fixture.race([.mail("ok")])
    let b = Fixture.race([.mail("\u{1B}[2Jgone")], expecting: [.mail("ok")])
    let output = ComparisonText(RecordingComparison(a, b), nameA: "a", nameB: "b").text
    #expect(!output.contains("\u{1B}"))
    #expect(output.contains(#"\u{1B}[2Jgone"#))
  }
}

extension ComparisonTextTests {
  /// Each kind of pair's text, as golden text.
  static let goldens: [Golden] = [
    Golden(
      name: "a reaction unused in one run is listed under reactions", pair: .unusedReaction,
      text: """
        dobby: recordings differ - PricingTests.prices: 1 deleted, 1 reaction changed
        --- A  pass.dobby.jsonl: passed (nice, ordered) - 2 interactions
        +++ B  unused.dobby.jsonl: FAILED (nice, ordered) - 1 interaction, 1 mismatch
        @@ A #1-#2, B #1 @@
          #1  #1  pricing  1  ✓E1  (Tests/CheckoutTests.swift:40)
        - #2      pricing  2  ·  (Tests/CheckoutTests.swift:41)
        reactions:
          pricing.on(== 2): used → unused
        summary: 0 inserted, 1 deleted, 0 changed; 0 verdicts changed, 1 reaction changed

        """),
    Golden(
      name: "identical runs print only the header and the summary", pair: .race("identical"),
      text: """
        dobby: recordings match - CheckoutTests.race: the same 8 steps and verdicts
        --- A  pass.dobby.jsonl: passed (strict, ordered) - 8 interactions
        +++ B  identical.dobby.jsonl: passed (strict, ordered) - 8 interactions
        summary: same steps and verdicts

        """),
    Golden(
      name: "a changed step prints its two sides with three steps of context",
      pair: .race("changed"),
      text: """
        dobby: recordings differ - CheckoutTests.race: 1 changed, 1 verdict changed
        --- A  pass.dobby.jsonl: passed (strict, ordered) - 8 interactions
        +++ B  changed.dobby.jsonl: FAILED (strict, ordered) - 8 interactions, 1 mismatch
        @@ A #2-#8, B #2-#8 @@
          #2  #2  orders  "A-2"  ✓E2  (Tests/CheckoutTests.swift:41)
          #3  #3  mailer  "receipt"  ✓E3  (Tests/CheckoutTests.swift:42)
          #4  #4  orders  "A-3"  ✓E4  (Tests/CheckoutTests.swift:43)
        - #5      orders  "A-4"  ✓E5  (Tests/CheckoutTests.swift:44)
        +     #5  orders  "A-9"  ✗ DOBBY-E001  (Tests/CheckoutTests.swift:44)
          #6  #6  orders  "A-5"  ✓E6  (Tests/CheckoutTests.swift:45)
          #7  #7  mailer  "done"  ✓E7  (Tests/CheckoutTests.swift:46)
          #8  #8  orders  "A-6"  ✓E8  (Tests/CheckoutTests.swift:47)
        verdicts:
          E5 orders == "A-4": fulfilled → not met
        summary: 0 inserted, 0 deleted, 1 changed; 1 verdict changed

        """),
    Golden(
      name: "an inserted step prints a plus line", pair: .race("inserted"),
      text: """
        dobby: recordings differ - CheckoutTests.race: 1 inserted
        --- A  pass.dobby.jsonl: passed (strict, ordered) - 8 interactions
        +++ B  inserted.dobby.jsonl: FAILED (strict, ordered) - 9 interactions, 1 mismatch
        @@ A #1-#6, B #1-#7 @@
          #1  #1  orders  "A-1"  ✓E1  (Tests/CheckoutTests.swift:40)
          #2  #2  orders  "A-2"  ✓E2  (Tests/CheckoutTests.swift:41)
          #3  #3  mailer  "receipt"  ✓E3  (Tests/CheckoutTests.swift:42)
        +     #4  mailer  "newsletter"  ✗ DOBBY-E001  (Tests/CheckoutTests.swift:43)
          #4  #5  orders  "A-3"  ✓E4  (Tests/CheckoutTests.swift:43)
          #5  #6  orders  "A-4"  ✓E5  (Tests/CheckoutTests.swift:44)
          #6  #7  orders  "A-5"  ✓E6  (Tests/CheckoutTests.swift:45)
        summary: 1 inserted, 0 deleted, 0 changed; 0 verdicts changed

        """),
    Golden(
      name: "a deleted step prints a minus line and the unfulfilled expectation",
      pair: .race("deleted"),
      text: """
        dobby: recordings differ - CheckoutTests.race: 1 deleted, 1 verdict changed
        --- A  pass.dobby.jsonl: passed (strict, ordered) - 8 interactions
        +++ B  deleted.dobby.jsonl: FAILED (strict, ordered) - 7 interactions, 1 mismatch
        @@ A #3-#8, B #3-#7 @@
          #3  #3  mailer  "receipt"  ✓E3  (Tests/CheckoutTests.swift:42)
          #4  #4  orders  "A-3"  ✓E4  (Tests/CheckoutTests.swift:43)
          #5  #5  orders  "A-4"  ✓E5  (Tests/CheckoutTests.swift:44)
        - #6      orders  "A-5"  ✓E6  (Tests/CheckoutTests.swift:45)
          #7  #6  mailer  "done"  ✓E7  (Tests/CheckoutTests.swift:46)
          #8  #7  orders  "A-6"  ✓E8  (Tests/CheckoutTests.swift:47)
        verdicts:
          E6 orders == "A-5": fulfilled → DOBBY-E004 unfulfilled
        summary: 0 inserted, 1 deleted, 0 changed; 1 verdict changed

        """),
    Golden(
      name: "different patterns print a warning naming the expectation", pair: .race("pattern"),
      text: """
        dobby: recordings differ - CheckoutTests.race: 1 changed, 1 verdict changed, different patterns
        --- A  pass.dobby.jsonl: passed (strict, ordered) - 8 interactions
        +++ B  pattern.dobby.jsonl: FAILED (strict, ordered) - 8 interactions, 1 mismatch
        warning: the recordings verify different patterns: E7 is mailer == "done" in A, mailer == "bye" in B
        @@ A #4-#8, B #4-#8 @@
          #4  #4  orders  "A-3"  ✓E4  (Tests/CheckoutTests.swift:43)
          #5  #5  orders  "A-4"  ✓E5  (Tests/CheckoutTests.swift:44)
          #6  #6  orders  "A-5"  ✓E6  (Tests/CheckoutTests.swift:45)
        - #7      mailer  "done"  ✓E7  (Tests/CheckoutTests.swift:46)
        +     #7  mailer  "done"  ✗ DOBBY-E001  (Tests/CheckoutTests.swift:46)
          #8  #8  orders  "A-6"  ✓E8  (Tests/CheckoutTests.swift:47)
        verdicts:
          E7 mailer == "bye": fulfilled → not met
        summary: 0 inserted, 0 deleted, 1 changed; 1 verdict changed

        """),
  ]
}
