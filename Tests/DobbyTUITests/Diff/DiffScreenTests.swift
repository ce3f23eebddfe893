import DobbyCore
import DobbyRecording
import DobbyTUI
import DobbyTestSupport
import Testing

/// The comparison screen of each kind of pair, as golden text.
struct DiffScreenTests {
  /// A comparison's screen after some keys, and the text it must be.
  struct Golden: Sendable, CustomTestStringConvertible {
    /// What the screen shows.
    var name: String
    /// The runs compared.
    var pair: Fixture.RunPair
    var size: Size
    var ascii = false
    /// The keys pressed after the screen opens.
    var keys: [Key] = []
    /// The screen's text.
    var text: String

    var testDescription: String { name }
  }

  /// The screen of `comparison` of pass.dobby.jsonl and `nameB` after `keys`.
  func screen(
    _ comparison: RecordingComparison, nameB: String, size: Size, ascii: Bool = false,
    after keys: [Key] = []
  ) -> String {
    var state = DiffState(
      comparison: comparison, nameA: "pass.dobby.jsonl", nameB: nameB, size: size,
      options: .init(ascii: ascii, basePath: "/src"))
    for key in keys { state.handle(key, comparison: comparison) }
    return render(state, comparison: comparison, size: size).text
  }

  @Test(arguments: goldens)
  func `each screen is its golden text`(_ golden: Golden) {
    let screen = screen(
      golden.pair.comparison(), nameB: golden.pair.nameB, size: golden.size,
      ascii: golden.ascii, after: golden.keys)
    #expect(screen == golden.text)
  }

  /// A run that pays 5 in `currency` where the pattern expects EUR.
  static func payment(in currency: String) -> VerificationReport {
    let payments = Recorder<Payment>(name: "payments")
    let pattern = Pattern(title: "CheckoutTests.pays")
    Fixture.Site.checkout.expect(
      equals(Payment(amount: 5, currency: "EUR")), in: payments, on: pattern, line: 20)
    Fixture.Site.checkout.record(Payment(amount: 5, currency: currency), in: payments, line: 40)
    return pattern.check()
  }

  /// The whole values of the next golden, in a detail three lines too
  /// short: the last row says what is below.
  @Test func `whole values taller than the detail say how many lines are below`() {
    let comparison = RecordingComparison(Self.payment(in: "EUR"), Self.payment(in: "USD"))
    let lines = screen(
      comparison, nameB: "usd.dobby.jsonl", size: Size(columns: 100, rows: 16), after: [.enter]
    ).split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.dropFirst(51))
    }
    #expect(
      Array(lines[8..<15]) == [
        "~ the value changed", "A #1 ✓E1  Tests/CheckoutTests.swift:40",
        "B #1 ✗ DOBBY-E004  Tests/CheckoutTests.swift:40", "A  Payment", "     amount: 5",
        "     currency: \"EUR\"", String(repeating: " ", count: 40) + "↓ 3 more",
      ])
  }

  @Test func `in a narrow terminal Tab shows the verdicts in place of the detail`() {
    let comparison = Fixture.raceComparison("deleted")
    let size = Size(columns: 60, rows: 16)
    var state = DiffState(comparison: comparison, nameA: "a", nameB: "b", size: size)
    #expect(render(state, comparison: comparison, size: size).text.contains("─ detail ─"))
    state.handle(.tab, comparison: comparison)
    let screen = render(state, comparison: comparison, size: size).text
    #expect(screen.contains("─ verdicts ─"))
    #expect(screen.contains(#"E6 ✓ fulfilled → ✗ DOBBY-E004 unfulfilled  orders == "A-5""#))
    #expect(!screen.contains("only in A"))
  }

  @Test func `recorded escapes are shown escaped, never sent to the terminal`() {
    let a = Fixture.race([.mail("ok")])
    let b = Fixture.race([.mail("\u{1B}]0;pwned\u{07}")], expecting: [.mail("ok")])
    let comparison = RecordingComparison(a, b)
    let size = Size(columns: 100, rows: 24)
    let state = DiffState(comparison: comparison, nameA: "a\u{1B}[2J", nameB: "b", size: size)
    let screen = render(state, comparison: comparison, size: size).text
    #expect(!screen.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(screen.contains(#""\u{1B}]0;pwned\u{7}" ✗ DOBBY-E001"#))
    #expect(screen.contains(#"a\u{1B}[2J"#))
  }
}

extension DiffScreenTests {
  /// Each kind of pair's screen, as golden text.
  static let goldens: [Golden] = [
    Golden(
      name: "? lists the comparison's keys over the screen",
      pair: .race("changed"), size: Size(columns: 100, rows: 28), keys: [.character("?")],
      text: """
        dobby-tui --diff  CheckoutTests.race                                                  difference 1/1
        A ✓ passed  8 interactions  pass.dobby.jsonl      B ✗ FAILED  8 interactions  changed.dobby.jsonl
        1 changed · 1 verdict changed
            A   orders   ┌─ Keys ─────────────────────────────────────────────────────────┐r
            #1  "A-1" ✓E1│ j ↓         next row (or line, in the verdicts)                │
            #2  "A-2" ✓E2│ k ↑         previous row (or line, in the verdicts)            │
            #3  │        │ ]           next difference                                    │ipt" ✓E3
            #4  "A-3" ✓E4│ [           previous difference                                │
        > ~ #5  "A-4" ✓E5│ g Home      first row                                          │
            #6  "A-5" ✓E6│ G End       last row                                           │
            #7  │        │ PgDn Space  page down                                          │" ✓E7
            #8  "A-6" ✓E8│ PgUp        page up                                            │
                         │ /           search values and recorder names                   │
                         │ n           next search match                                  │
                         │ N           previous search match                              │
                         │ Esc         clear the search                                   │
                         │ Tab         focus the other pane                               │
                         │ 1           focus the steps                                    │
                         │ 2           focus the verdicts                                 │
                         │ Enter       show the selected row's values whole, or one line  │
                         │ ?           show or hide this help                             │
        ─ verdicts ──────│ C-L         redraw the screen                                  │─────────────────
         E5 ✓ fulfilled →│ q           quit (exit status 1 when the runs differ)          │
                         │ C-c         quit at once (exit status 130)                     │ift:44
                         └───────────────────────────────────────────────── ?/Esc: close ─┘tTests.swift:44
                                                           field  A                   B
                                                           value  "A-4"               "A-9"               ✗
        j/k step  ]/[ difference  ? help  q quit  / search  n/N match  Tab pane  g/G ends  Enter expand
        """),
    Golden(
      name: "Enter shows the selected row's values whole, A's then B's",
      pair: Fixture.RunPair(nameB: "usd.dobby.jsonl") { (payment(in: "EUR"), payment(in: "USD")) },
      size: Size(columns: 100, rows: 24), keys: [.enter],
      text: """
        dobby-tui --diff  CheckoutTests.pays                                                  difference 1/1
        A ✓ passed  1 interaction  pass.dobby.jsonl       B ✗ FAILED  1 interaction  usd.dobby.jsonl
        1 changed · 1 verdict changed
            A   payments                                     B   payments
        > ~ #1  Payment(amount: 5, currency: "EUR") ✓E1    │ #1  Payment(amount…rrency: "USD") ✗ DOBBY-E004
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
        ─ verdicts ───────────────────────────────────────── detail ────────────────────────────────────────
         E1 ✓ fulfilled → ✗ DOBBY-E004 unfulfilled  paym…  ~ the value changed
                                                           A #1 ✓E1  Tests/CheckoutTests.swift:40
                                                           B #1 ✗ DOBBY-E004  Tests/CheckoutTests.swift:40
                                                           A  Payment
                                                                amount: 5
                                                                currency: "EUR"
                                                           B  Payment
                                                                amount: 5
                                                                currency: "USD"


        j/k step  ]/[ difference  ? help  q quit  / search  n/N match  Tab pane  g/G ends  Enter expand
        """),
    Golden(
      name: "a reaction unused in one run is a line of the verdicts pane",
      pair: .unusedReaction, size: Size(columns: 100, rows: 18),
      text: """
        dobby-tui --diff  PricingTests.prices                                                 difference 1/1
        A ✓ passed  2 interactions  pass.dobby.jsonl      B ✗ FAILED  1 interaction  unused.dobby.jsonl
        1 deleted · 1 reaction changed
            A   pricing                                      B   pricing
            #1  1 ✓E1                                      │ #1  1 ✓E1
        > - #2  2 ·                                        │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
        ─ verdicts ───────────────────────────────────────── detail ────────────────────────────────────────
         on ✓ used → ✗ DOBBY-E006 unused  pricing.on(== …  - only in A
                                                           A #2 ·  Tests/CheckoutTests.swift:41
                                                           2


        j/k step  ]/[ difference  ? help  q quit  / search  n/N match  Tab pane  g/G ends  Enter expand
        """),
    Golden(
      name: "identical runs open on the first step and say so",
      pair: .race("identical"), size: Size(columns: 100, rows: 24),
      text: """
        dobby-tui --diff  CheckoutTests.race                                                  no differences
        A ✓ passed  8 interactions  pass.dobby.jsonl      B ✓ passed  8 interactions  identical.dobby.jsonl
        same steps and verdicts
            A   orders               mailer                  B   orders               mailer
        >   #1  "A-1" ✓E1            │                     │ #1  "A-1" ✓E1            │
            #2  "A-2" ✓E2            │                     │ #2  "A-2" ✓E2            │
            #3  │                    "receipt" ✓E3         │ #3  │                    "receipt" ✓E3
            #4  "A-3" ✓E4            │                     │ #4  "A-3" ✓E4            │
            #5  "A-4" ✓E5            │                     │ #5  "A-4" ✓E5            │
            #6  "A-5" ✓E6            │                     │ #6  "A-5" ✓E6            │
            #7  │                    "done" ✓E7            │ #7  │                    "done" ✓E7
            #8  "A-6" ✓E8            │                     │ #8  "A-6" ✓E8            │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
        ─ verdicts ───────────────────────────────────────── detail ────────────────────────────────────────
         no verdict changed                                  the same in A and B
                                                           A #1 ✓E1  Tests/CheckoutTests.swift:40
                                                           B #1 ✓E1  Tests/CheckoutTests.swift:40
                                                           "A-1"

        j/k step  ]/[ difference  ? help  q quit  / search  n/N match  Tab pane  g/G ends  Enter expand
        """),
    Golden(
      name: "a changed value opens selected, with its field table and verdict change",
      pair: .race("changed"), size: Size(columns: 100, rows: 24),
      text: """
        dobby-tui --diff  CheckoutTests.race                                                  difference 1/1
        A ✓ passed  8 interactions  pass.dobby.jsonl      B ✗ FAILED  8 interactions  changed.dobby.jsonl
        1 changed · 1 verdict changed
            A   orders               mailer                  B   orders               mailer
            #1  "A-1" ✓E1            │                     │ #1  "A-1" ✓E1            │
            #2  "A-2" ✓E2            │                     │ #2  "A-2" ✓E2            │
            #3  │                    "receipt" ✓E3         │ #3  │                    "receipt" ✓E3
            #4  "A-3" ✓E4            │                     │ #4  "A-3" ✓E4            │
        > ~ #5  "A-4" ✓E5            │                     │ #5  "A-9" ✗ DOBBY-E001   │
            #6  "A-5" ✓E6            │                     │ #6  "A-5" ✓E6            │
            #7  │                    "done" ✓E7            │ #7  │                    "done" ✓E7
            #8  "A-6" ✓E8            │                     │ #8  "A-6" ✓E8            │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
        ─ verdicts ───────────────────────────────────────── detail ────────────────────────────────────────
         E5 ✓ fulfilled → ✗ not met  orders == "A-4"       ~ the value changed
                                                           A #5 ✓E5  Tests/CheckoutTests.swift:44
                                                           B #5 ✗ DOBBY-E001  Tests/CheckoutTests.swift:44
                                                           field  A                   B
                                                           value  "A-4"               "A-9"               ✗
        j/k step  ]/[ difference  ? help  q quit  / search  n/N match  Tab pane  g/G ends  Enter expand
        """),
    Golden(
      name: "an inserted step is marked with a plus and shown on B's side only",
      pair: .race("inserted"), size: Size(columns: 100, rows: 24),
      text: """
        dobby-tui --diff  CheckoutTests.race                                                  difference 1/1
        A ✓ passed  8 interactions  pass.dobby.jsonl      B ✗ FAILED  9 interactions  inserted.dobby.jsonl
        1 inserted
            A   orders               mailer                  B   orders               mailer
            #1  "A-1" ✓E1            │                     │ #1  "A-1" ✓E1            │
            #2  "A-2" ✓E2            │                     │ #2  "A-2" ✓E2            │
            #3  │                    "receipt" ✓E3         │ #3  │                    "receipt" ✓E3
        > +                                                │ #4  │                    "ne…er" ✗ DOBBY-E001
            #4  "A-3" ✓E4            │                     │ #5  "A-3" ✓E4            │
            #5  "A-4" ✓E5            │                     │ #6  "A-4" ✓E5            │
            #6  "A-5" ✓E6            │                     │ #7  "A-5" ✓E6            │
            #7  │                    "done" ✓E7            │ #8  │                    "done" ✓E7
            #8  "A-6" ✓E8            │                     │ #9  "A-6" ✓E8            │
                                                           │
                                                           │
                                                           │
                                                           │
        ─ verdicts ───────────────────────────────────────── detail ────────────────────────────────────────
         no verdict changed                                + only in B
                                                           B #4 ✗ DOBBY-E001  Tests/CheckoutTests.swift:43
                                                           "newsletter"


        j/k step  ]/[ difference  ? help  q quit  / search  n/N match  Tab pane  g/G ends  Enter expand
        """),
    Golden(
      name: "a deleted step in a narrow ASCII terminal",
      pair: .race("deleted"), size: Size(columns: 60, rows: 16), ascii: true,
      text: """
        dobby-tui --diff  CheckoutTests.race          difference 1/1
        A + passed  8 interactions  pass.dobby.jsonl
        B x FAILED  7 interactions  deleted.dobby.jsonl
            A                            B
            #1  orders "A-1" +E1       | #1  orders "A-1" +E1
            #2  orders "A-2" +E2       | #2  orders "A-2" +E2
            #3  mailer "receipt" +E3   | #3  mailer "receipt" +E3
            #4  orders "A-3" +E4       | #4  orders "A-3" +E4
            #5  orders "A-4" +E5       | #5  orders "A-4" +E5
        > - #6  orders "A-5" +E6       |
        - detail ---------------------------------------------------
        - only in A
        A #6 +E6  Tests/CheckoutTests.swift:45
        "A-5"

        j/k step  ]/[ difference  ? help  q quit  / search
        """),
    Golden(
      name: "different patterns are compared under a warning",
      pair: .race("pattern"), size: Size(columns: 100, rows: 24),
      text: """
        dobby-tui --diff  CheckoutTests.race                                                  difference 1/1
        A ✓ passed  8 interactions  pass.dobby.jsonl      B ✗ FAILED  8 interactions  pattern.dobby.jsonl
        ! different patterns: E7 is mailer == "done" in A, mailer == "bye" in B
            A   orders               mailer                  B   orders               mailer
            #1  "A-1" ✓E1            │                     │ #1  "A-1" ✓E1            │
            #2  "A-2" ✓E2            │                     │ #2  "A-2" ✓E2            │
            #3  │                    "receipt" ✓E3         │ #3  │                    "receipt" ✓E3
            #4  "A-3" ✓E4            │                     │ #4  "A-3" ✓E4            │
            #5  "A-4" ✓E5            │                     │ #5  "A-4" ✓E5            │
            #6  "A-5" ✓E6            │                     │ #6  "A-5" ✓E6            │
        > ~ #7  │                    "done" ✓E7            │ #7  │                    "done" ✗ DOBBY-E001
            #8  "A-6" ✓E8            │                     │ #8  "A-6" ✓E8            │
                                                           │
                                                           │
                                                           │
                                                           │
                                                           │
        ─ verdicts ───────────────────────────────────────── detail ────────────────────────────────────────
         ! E7 is mailer == "done" in A, mailer == "bye" …  ~ the verdict changed
         E7 ✓ fulfilled → ✗ not met  mailer == "bye"       A #7 ✓E7  Tests/CheckoutTests.swift:46
                                                           B #7 ✗ DOBBY-E001  Tests/CheckoutTests.swift:46
                                                           "done"

        j/k step  ]/[ difference  ? help  q quit  / search  n/N match  Tab pane  g/G ends  Enter expand
        """),
    Golden(
      name: "below 40 by 10 a notice asks for more room, centred as in the debugger",
      pair: .race("changed"), size: Size(columns: 30, rows: 8),
      text: """



              terminal too small
              30×8: needs 40×10



        """),
  ]
}
