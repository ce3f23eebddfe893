import DobbyCore
import DobbyTestSupport
import Testing

struct PlainTextReporterTests {
  @Test func `an out-of-order failure across two recorders reads as golden text`() {
    let text = Fixture.outOfOrder().plainText(
      PlainTextOptions(
        basePath: "/src", recordingPath: ".dobby/recordings/ThingTests.order.dobby.jsonl"))
    #expect(
      text == """
        dobby: verification FAILED (strict, ordered) - 2 interactions from 2 recorders, 2 expectations, 1 mismatch
        Tests/ThingTests.swift:21: error: DOBBY-E002 out of order: #1 fst(1) came before E1 snd == "foobar"
          recorded at: Tests/ThingTests.swift:18
          due:      E1 snd == "foobar"   (Tests/ThingTests.swift:21)
          matched:  E2 fst == 1   (Tests/ThingTests.swift:22)
          lanes:       snd          fst
                   #1               1 ✗
                   #2  "foobar" ✓E1
        summary: 1 mismatch - 0 unexpected, 1 out of order, 0 rejected, 0 unfulfilled, 0 exceeded
        recording: .dobby/recordings/ThingTests.order.dobby.jsonl
        inspect:   swift run dobby-tui .dobby/recordings/ThingTests.order.dobby.jsonl

        """)
  }

  @Test func `unfulfilled expectations show their nearest miss field by field`() {
    let payments = Recorder<Payment>(name: "payments")
    let pattern = Pattern(nice: true, ordered: false, title: "CheckoutTests.pays")
    Fixture.expect(
      equals(Payment(amount: 5, currency: "EUR")), in: payments, on: pattern, line: 30)
    Fixture.record(Payment(amount: 5, currency: "USD"), in: payments, line: 12)
    #expect(
      pattern.check().plainText(Fixture.options) == """
        dobby: CheckoutTests.pays FAILED (nice, unordered) - 1 interaction from 1 recorder, 1 expectation, 1 mismatch
        Tests/ThingTests.swift:30: error: DOBBY-E004 unfulfilled: E1 payments == Payment(amount: 5, currency: "EUR") expected once, matched 0 times
          nearest:  #1 payments(Payment(amount: 5, currency: "USD"))   (Tests/ThingTests.swift:12)
            .currency  expected: "EUR"
                       actual:   "USD"
          lanes:           payments
                   #1      Payment(amount: 5, currency: "USD") ·
                   verify  ✗E1
        summary: 1 mismatch - 0 unexpected, 0 out of order, 0 rejected, 1 unfulfilled, 0 exceeded

        """)
  }

  @Test func `a passing report is one line`() {
    #expect(
      Fixture.passing().plainText(Fixture.options)
        == "dobby: verification passed (strict, ordered) - 1 interaction from 1 recorder, "
        + "1 expectation, 0 mismatches\n")
  }

  @Test(arguments: Mismatch.Kind.allCases)
  func `every mismatch starts with a compiler-style line`(kind: Mismatch.Kind) {
    let report = Fixture.report(with: kind)
    #expect(report.mismatches.map(\.kind) == [kind])
    let line = report.plainText(Fixture.options).split(separator: "\n")[1]
    // At the expectation's line; an unexpected interaction, which has no
    // expectation, at its own line when the report has no verify() line.
    let expectedLine = kind == .unexpected ? 50 : 40
    #expect(
      line.hasPrefix("Tests/ThingTests.swift:\(expectedLine): error: \(kind.code) \(kind.title): "),
      "\(line)")
  }

  @Test func `recorded control characters are escaped in the report`() {
    let names = Recorder<String>(name: "names\u{7}")
    names.record("\u{1B}[2J\u{1B}]0;pwned\u{07}\u{202E}")
    let pattern = Pattern()
    pattern.expect("x", in: names)
    let text = pattern.check().plainText(Fixture.options)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x7F })
    #expect(text.contains(#"names\u{7}("\u{1B}[2J\u{1B}]0;pwned\u{7}\u{202E}")"#))
  }

  @Test func `huge values are elided with a count`() {
    let texts = Recorder<String>(name: "texts")
    texts.record(String(repeating: "a", count: 10_000))
    let pattern = Pattern()
    pattern.expect("b", in: texts)
    let text = pattern.check().plainText(Fixture.options)
    #expect(text.count < 2_000)
    #expect(text.contains("more)…"))
  }

  @Test func `ascii mode prints only ASCII and colour mode paints`() {
    let report = Fixture.outOfOrder()
    let ascii = report.plainText(PlainTextOptions(ascii: true, basePath: "/src"))
    #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(ascii.contains("#2  \"foobar\" +E1"))
    let colored = report.plainText(PlainTextOptions(color: true, basePath: "/src"))
    #expect(colored.contains("\u{1B}[31merror:\u{1B}[0m"))
    #expect(!report.plainText(Fixture.options).contains("\u{1B}"))
  }
}

extension PlainTextReporterTests {
  @Test(arguments: [
    ("rec/a.dobby.jsonl", "rec/a.dobby.jsonl"),
    ("my recordings/a b.dobby.jsonl", "'my recordings/a b.dobby.jsonl'"),
    ("it's.dobby.jsonl", #"'it'\''s.dobby.jsonl'"#),
  ])
  func `the inspect command quotes paths for the shell`(path: String, shown: String) {
    let text = Fixture.outOfOrder().plainText(PlainTextOptions(recordingPath: path))
    #expect(text.contains("inspect:   swift run dobby-tui \(shown)\n"))
  }
}

extension PlainTextReporterTests {
  @Test func `a broken after edge reads as golden text`() {
    let report = Fixture.Site.thing.brokenEdge()
    #expect(
      report.plainText(PlainTextOptions(basePath: "/src")) == """
        dobby: SessionTests.fetches after login FAILED (strict, unordered) - 2 interactions from 2 recorders, 2 expectations, 1 mismatch
        Tests/ThingTests.swift:31: error: DOBBY-E002 out of order: E2 must come after E1: #1 api("fetch") came before #2 auth("login")
          recorded at: Tests/ThingTests.swift:18
          matched:  E2 api == "fetch"   (Tests/ThingTests.swift:31)
          after:    E1 auth == "login"   (Tests/ThingTests.swift:30)
          later:    #2 auth("login")   (Tests/ThingTests.swift:19)
          lanes:       auth        api
                   #1              "fetch" ✗
                   #2  "login" ✓E1
        summary: 1 mismatch - 0 unexpected, 1 out of order, 0 rejected, 0 unfulfilled, 0 exceeded

        """)
    #expect(
      report.headline
        == "DOBBY-E002 out of order: E2 must come after E1: #1 api(\"fetch\") came before #2 auth(\"login\")"
    )
  }
}
