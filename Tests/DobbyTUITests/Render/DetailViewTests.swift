import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// The detail pane on a mismatch whose rule gives a reason, and on the
/// verify row's unused stub reactions, which the expectations pane lists
/// under the expectations.
struct DetailViewTests {
  /// A report's screen after some keys, and the text it must be.
  struct Golden: Sendable, CustomTestStringConvertible {
    /// What the screen shows.
    var name: String
    var report: @Sendable () -> VerificationReport
    /// The keys pressed after the screen opens.
    var keys: [Key] = []
    var size = Screen.large
    /// The screen's text.
    var text: String

    var testDescription: String { name }
  }

  @Test(arguments: goldens)
  func `each screen is its golden text`(_ golden: Golden) {
    let report = ReportIndex(golden.report())
    #expect(Screen.text(after: golden.keys, size: golden.size, report: report) == golden.text)
  }

  @Test func `an unused reaction of a replayed stub is marked in its lane`() throws {
    let pricing = Stub<Int, Int>(name: "pricing")
    pricing.on(1, return: 10)
    pricing.on(2, return: 20)
    pricing.on(3, return: 30)
    let pattern = Pattern(title: "PricingTests.marks")
    pattern.expect(1, in: pricing)
    pattern.expectUsed(pricing)
    _ = try pricing.invoke(1)
    let report = ReportIndex(pattern.check())
    let screen = Screen.text(after: [.character("G")], report: report)
    let verify = try #require(screen.split(separator: "\n").first { $0.contains("> verify") })
    #expect(verify.hasPrefix("> verify ✗ DOBBY-E006 x2 "))
  }

  /// The screen around the detail is that of any report with only unused
  /// reactions (see the goldens); the detail is what a shadowed one adds.
  @Test func `a shadowed reaction's detail names the newer reaction and the call`() {
    let report = ReportIndex(Fixture.shadowedReaction())
    let screen = Screen.text(after: [], size: Screen.medium, report: report)
    #expect(
      screen.contains(
        #"""
        ─ 3 Detail ──────────────────────────────────────────────────────────── verify ─
         verify  ✗ 1 reaction unused at the end
         mismatch ✗ DOBBY-E006 unused
         why      pricing.on(== 2) was never invoked: the newer pricing.on(any()) is
                  tried first and matches the same call
         set up   Tests/ThingTests.swift:40
         newer    pricing.on(any())   Tests/ThingTests.swift:41
         call     pricing(2)
        """#), "\(screen)")
  }

  @Test func `search finds a mismatch by its reason and an unused reaction by its stub`() {
    let report = ReportIndex(Fixture.reasons())
    func matches(_ text: String) -> [Int]? {
      Screen.state(after: [.character("/")] + Screen.typing(text) + [.enter], report: report)
        .search?.matches
    }
    #expect(matches("opt-in") == [1])
    #expect(matches("follows the payment") == [2])
    #expect(matches("pricing.on") == [2])
  }
}

extension DetailViewTests {
  /// Each detail's screen, as golden text.
  static let goldens: [Golden] = [
    Golden(
      name: "a mismatch's reason is shown under why", report: { Fixture.reasons() },
      text: #"""
        CheckoutTests.explains  ✗ FAILED  strict, ordered · 2 interactions · 2 recorders · 3 expectations           mismatch 1/3
        DOBBY-E003 rejected 1 · DOBBY-E004 unfulfilled 1 · DOBBY-E006 unused 1
        ─[1 Timeline]──────────────────────── #2 of 2 ─┬─ 2 Expectations ────────────────────────────────────── 3 expectations ─
          step   payments mailer                       │  ✓ E1 payments == 5                                         fulfilled
          #1     5 ✓E1    │                            │  ▸ E2 mailer == "receipt"                                         due
        > #2     │        "spam" ✗ DOBBY-E003          │  ✗ E3 reject mailer == "spam"                                violated ◂
          verify │        ✗ DOBBY-E004 E2              │  ✗ pricing.on(== "SKU-2")                                      unused
                                                       ├─ 3 Detail ───────────────────────────────────────────────── #2 mailer ─
                                                       │ #2 mailer  ✗ DOBBY-E003 rejected
                                                       │ value    "spam"
                                                       │ at       Tests/CheckoutTests.swift:13
                                                       │ why      matched rejection E3 reject mailer == "spam"
                                                       │ because  mail is opt-in
                                                       │ rule     E3 reject mailer == "spam"   Tests/CheckoutTests.swift:32
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump  : go to  Tab pane  g/G ends
        """#),
    Golden(
      name: "an unused stub reaction is a mismatch of the verify row, at its on line",
      report: { Fixture.reasons() }, keys: [.character("]"), .character("]")],
      size: Screen.medium,
      text: #"""
        CheckoutTests.explains  ✗ FAILED  strict, ordered · 2 interaction…  mismatch 3/3
        DOBBY-E003 rejected 1 · DOBBY-E004 unfulfilled 1 · DOBBY-E006 unused 1
        ─[1 Timeline]────────────────────────────────────────────────── verify after 2 ─
          step   payments mailer
          #1     5 ✓E1    │
          #2     │        "spam" ✗ DOBBY-E003
        > verify │        ✗ DOBBY-E004 E2






        ─ 3 Detail ──────────────────────────────────────────────────────────── verify ─
         verify  ✗ 1 unfulfilled, 1 unused at the end
         mismatch ✗ DOBBY-E006 unused (2 of 2)
         why      pricing.on(== "SKU-2") was never invoked
         set up   Tests/CheckoutTests.swift:21





        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#),
    Golden(
      name: "on the verify row the unused reactions are marked as its expectations are",
      report: { Fixture.reasons() }, keys: [.character("G")],
      text: #"""
        CheckoutTests.explains  ✗ FAILED  strict, ordered · 2 interactions · 2 recorders · 3 expectations           mismatch 2/3
        DOBBY-E003 rejected 1 · DOBBY-E004 unfulfilled 1 · DOBBY-E006 unused 1
        ─[1 Timeline]───────────────── verify after 2 ─┬─ 2 Expectations ────────────────────────────────────── 3 expectations ─
          step   payments mailer                       │  ✓ E1 payments == 5                                         fulfilled
          #1     5 ✓E1    │                            │  ✗ E2 mailer == "receipt"                                    violated ◂
          #2     │        "spam" ✗ DOBBY-E003          │  ✗ E3 reject mailer == "spam"                                violated
        > verify │        ✗ DOBBY-E004 E2              │  ✗ pricing.on(== "SKU-2")                                      unused ◂
                                                       ├─ 3 Detail ──────────────────────────────────────────────────── verify ─
                                                       │ verify  ✗ 1 unfulfilled, 1 unused at the end
                                                       │ mismatch ✗ DOBBY-E004 unfulfilled (1 of 2)
                                                       │ why      E2 mailer == "receipt" expected once, matched 0 times
                                                       │ because  the receipt follows the payment
                                                       │ set up   Tests/CheckoutTests.swift:31
                                                       │ nearest  #2 mailer("spam")   Tests/CheckoutTests.swift:13
                                                       │   field  expected                      actual
                                                       │   value  == "receipt"                  "spam"                         ✗
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
                                                       │
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump  : go to  Tab pane  g/G ends
        """#),
    Golden(
      name: "a report with only unused reactions has a verify row and no lanes",
      report: { Fixture.report(with: .unused) }, size: Screen.medium,
      text: #"""
        verification  ✗ FAILED  strict, ordered · 0 interactions · 0 reco…  mismatch 1/1
        DOBBY-E006 unused 1
        ─[1 Timeline]────────────────────────────────────────────────── verify after 0 ─
          step
        > verify │








        ─ 3 Detail ──────────────────────────────────────────────────────────── verify ─
         verify  ✗ 1 reaction unused at the end
         mismatch ✗ DOBBY-E006 unused
         why      pricing.on(== 1) was never invoked
         set up   Tests/ThingTests.swift:40





        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#),
  ]
}
