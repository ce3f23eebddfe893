import DobbyCore
import DobbyTUI
import Testing

@testable import DobbyDemo

/// The timeline takes the columns its rows ask for and the right column
/// the rest, between its least and its most; a cut value keeps the field
/// that differs. The report is the demo's wrong-currency checkout: four
/// lanes, one long value in each, E4's nearest miss the charge in USD,
/// recorded with the demo's own values.
struct PaneWidthScreenTests {
  static func report() -> ReportIndex {
    let inventory = Recorder<OrderLine>(name: "inventory")
    let audit = Recorder<AuditEvent>(name: "audit")
    let payments = Recorder<(Money, String)>(name: "payments")
    let mailer = Recorder<Mail>(name: "mailer")
    let pattern = Pattern(nice: true, ordered: true, title: "CheckoutTests.chargesOrderCurrency")
    pattern.expect(
      OrderLine(sku: "KB-01", quantity: 1), in: inventory, fileID: "T/CheckoutTests.swift",
      filePath: "/src/Tests/CheckoutTests.swift", line: 20, column: 5)
    pattern.expect(
      OrderLine(sku: "MS-02", quantity: 2), in: inventory, fileID: "T/CheckoutTests.swift",
      filePath: "/src/Tests/CheckoutTests.swift", line: 21, column: 5)
    pattern.expect(
      AuditEvent.reserved(order: "A-1001"), in: audit, fileID: "T/CheckoutTests.swift",
      filePath: "/src/Tests/CheckoutTests.swift", line: 22, column: 5)
    pattern.expect(
      matches((equals(Money(cents: 12_900, currency: "EUR")), equals("A-1001"))), in: payments,
      fileID: "T/CheckoutTests.swift", filePath: "/src/Tests/CheckoutTests.swift", line: 23,
      column: 5)
    pattern.expect(
      AuditEvent.charged(order: "A-1001", charge: "ch_A-1001"), in: audit,
      fileID: "T/CheckoutTests.swift", filePath: "/src/Tests/CheckoutTests.swift", line: 24,
      column: 5)
    pattern.expect(
      Mail(to: "ada@example.com", subject: "Your order A-1001"), in: mailer,
      fileID: "T/CheckoutTests.swift", filePath: "/src/Tests/CheckoutTests.swift", line: 25,
      column: 5)
    inventory.record(
      OrderLine(sku: "KB-01", quantity: 1), fileID: "S/CheckoutService.swift",
      filePath: "/src/Sources/Shop/CheckoutService.swift", line: 30, column: 7)
    inventory.record(
      OrderLine(sku: "MS-02", quantity: 2), fileID: "S/CheckoutService.swift",
      filePath: "/src/Sources/Shop/CheckoutService.swift", line: 31, column: 7)
    audit.record(
      .reserved(order: "A-1001"), fileID: "S/CheckoutService.swift",
      filePath: "/src/Sources/Shop/CheckoutService.swift", line: 40, column: 7)
    payments.record(
      (Money(cents: 12_900, currency: "USD"), "A-1001"), fileID: "S/CheckoutService.swift",
      filePath: "/src/Sources/Shop/CheckoutService.swift", line: 49, column: 7)
    audit.record(
      .charged(order: "A-1001", charge: "ch_A-1001"), fileID: "S/CheckoutService.swift",
      filePath: "/src/Sources/Shop/CheckoutService.swift", line: 52, column: 7)
    mailer.record(
      Mail(to: "ada@example.com", subject: "Your order A-1001"), fileID: "S/CheckoutService.swift",
      filePath: "/src/Sources/Shop/CheckoutService.swift", line: 60, column: 7)
    return ReportIndex(pattern.check())
  }

  @Test func `at 80 columns the timeline shares the width, the cut keeping the currency`() {
    let screen = Screen.text(size: Size(columns: 80, rows: 24), report: Self.report())
    #expect(
      screen == #"""
        CheckoutTests.charges…  ✗ FAILED  nice, ordered · 6 interactions …  mismatch 1/1
        DOBBY-E004 unfulfilled 1
        ─[1 Timeline]───────────────────────────────────────────────────────── #4 of 6 ─
          step inventory audit                      payments mailer
          #1   OrderLine(sku: "KB-01", quantity: 1) ✓E1      │
          #2   OrderLine(sku: "MS-02", quantity: 2) ✓E2      │
          #3   │         .reserved(order: "A-1001") ✓E3      │
        > #4   │         │                          (Mone…currency: "USD"), "A-1001") ·
          #5   │         .charged(or…h_A-1001") ✓E5 ✗ DOBBY-E004 E4
          #6   │         │                          │        Mail(to: "a…r A-1001") ✓E6



        ─ 3 Detail ─────────────────────────────────────────────────────── #4 payments ─
         #4 payments  · ignored
         value    (Money(cents: 12900, currency: "USD"), "A-1001")
         at       Sources/Shop/CheckoutService.swift:49
         miss     nearest miss of E4 · unfulfilled
         expected E4 payments (== Money(cents: 12900, currency: "EUR"), == "A-1001")
                  Tests/CheckoutTests.swift:23
           field        expected                       actual
           .0.currency  "EUR"                          "USD"                           ✗
           .1           == "A-1001"                    "A-1001"                        ✓
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#)
  }

  @Test func `at 120 columns the timeline takes all but the right column's least`() {
    let screen = Screen.text(size: Size(columns: 120, rows: 30), report: Self.report())
    #expect(
      screen == #"""
        CheckoutTests.chargesOrderCurrency  ✗ FAILED  nice, ordered · 6 interactions · 4 recorders · 6 expectatio…  mismatch 1/1
        DOBBY-E004 unfulfilled 1
        ─[1 Timeline]──────────────────────────────────────────────────── #4 of 6 ─┬─ 2 Expectations ────────── 6 expectations ─
          step inventory audit                    payments mailer                  │  ✓ E1 inventory == OrderLine(s… fulfilled
          #1   OrderLine(sku: "KB-01", quantity: 1) ✓E1    │                       │  ✓ E2 inventory == OrderLine(s… fulfilled
          #2   OrderLine(sku: "MS-02", quantity: 2) ✓E2    │                       │  ✓ E3 audit == .reserved(order… fulfilled
          #3   │         .reserved(order: "A-1001") ✓E3    │                       │  ▸ E4 payments (== Money(cents…       due
        > #4   │         │                        (Mon…currency: "USD"…"A-1001") · │  ○ E5 audit == .charged(order:…   pending
          #5   │         .charged(o…_A-1001") ✓E5 ✗ DOBBY-E004 E4                  │  ○ E6 mailer == Mail(to: "ada@…   pending
          #6   │         │                        │        Mail(to: … A-1001") ✓E6 ├─ 3 Detail ─────────────────── #4 payments ─
                                                                                   │ #4 payments  · ignored
                                                                                   │ value    (Mone…currency: "USD"), "A-1001")
                                                                                   │ at       Sources…/CheckoutService.swift:49
                                                                                   │ miss     nearest miss of E4 · unfulfilled
                                                                                   │ expected E4 p…currency: "EUR"…== "A-1001")
                                                                                   │          Tests/CheckoutTests.swift:23
                                                                                   │   field        expected     actual
                                                                                   │   .0.currency  "EUR"        "USD"         ✗
                                                                                   │   .1           == "A-1001"  "A-1001"      ✓
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
        """#)
  }

  @Test func `at 200 columns every value shows whole and the right column takes the rest`() {
    let screen = Screen.text(size: Size(columns: 200, rows: 30), report: Self.report())
    #expect(
      screen == #"""
        CheckoutTests.chargesOrderCurrency  ✗ FAILED  nice, ordered · 6 interactions · 4 recorders · 6 expectations                                                                                 mismatch 1/1
        DOBBY-E004 unfulfilled 1
        ─[1 Timeline]──────────────────────────────────────────────────────────────────────────────────────────────────────────────────── #4 of 6 ─┬─ 2 Expectations ────────────────────────── 6 expectations ─
          step inventory audit                                              payments mailer                                                        │  ✓ E1 inventory == OrderLine(sku: "KB-01", qua… fulfilled
          #1   OrderLine(sku: "KB-01", quantity: 1) ✓E1                     │        │                                                             │  ✓ E2 inventory == OrderLine(sku: "MS-02", qua… fulfilled
          #2   OrderLine(sku: "MS-02", quantity: 2) ✓E2                     │        │                                                             │  ✓ E3 audit == .reserved(order: "A-1001")       fulfilled
          #3   │         .reserved(order: "A-1001") ✓E3                     │        │                                                             │  ▸ E4 payments (== Money(cents: 12900, currenc…       due
        > #4   │         │                                                  (Money(cents: 12900, currency: "USD"), "A-1001") ·                     │  ○ E5 audit == .charged(order: "A-1001", charg…   pending
          #5   │         .charged(order: "A-1001", charge: "ch_A-1001") ✓E5 ✗ DOBBY-E004 E4                                                        │  ○ E6 mailer == Mail(to: "ada@example.com", su…   pending
          #6   │         │                                                  │        Mail(to: "ada@example.com", subject: "Your order A-1001") ✓E6 ├─ 3 Detail ─────────────────────────────────── #4 payments ─
                                                                                                                                                   │ #4 payments  · ignored
                                                                                                                                                   │ value    (Money(cents: 12900, currency: "USD"), "A-1001")
                                                                                                                                                   │ at       Sources/Shop/CheckoutService.swift:49
                                                                                                                                                   │ miss     nearest miss of E4 · unfulfilled
                                                                                                                                                   │ expected E4 payments (== Mo…currency: "EUR"), == "A-1001")
                                                                                                                                                   │          Tests/CheckoutTests.swift:23
                                                                                                                                                   │   field        expected             actual
                                                                                                                                                   │   .0.currency  "EUR"                "USD"                 ✗
                                                                                                                                                   │   .1           == "A-1001"          "A-1001"              ✓
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
        """#)
  }
}
