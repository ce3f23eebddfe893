import DobbyCore
import DobbyTUI
import Testing

/// Golden screens of the checkout scenario: two recorders, a recorded terminal
/// escape, and values in CJK with emoji (each wide character two columns).
struct ScreenTests {
  @Test func `the opening screen at 120×30 shows every pane on the first divergence`() {
    let screen = Screen.text(size: Screen.large)
    #expect(
      screen == #"""
        CheckoutTests.sendsReceipt  ✗ FAILED  strict, ordered · 3 interactions · 2 recorders · 3 expectations       mismatch 1/4
        DOBBY-E001 unexpected 2 · DOBBY-E004 unfulfilled 2
        ─[1 Timeline]─────────────────────────────────────────────── #2 of 3 ─┬─ 2 Expectations ─────────────── 3 expectations ─
          step   orders             mailer                                    │  ✓ E1 orders == Order(id: 1, item: … fulfilled
          #1     Order(id: 1, item: "寿司 🍣", note: "ok") ✓E1                │  ▸ E2 mailer == "receipt"                  due ◂
        > #2     │                  "re\u{1B}]0;pwned\u{7}ceipt" ✗ DOBBY-E001 │  ○ E3 orders == Order(id: 2, item: …   pending
          #3     Order(id: 2, item: "ラーメン 🍜", note: "late") ✗ DOBBY-E001 ├─ 3 Detail ────────────────────────── #2 mailer ─
          verify ✗ DOBBY-E004 E3    ✗ DOBBY-E004 E2                           │ #2 mailer  ✗ DOBBY-E001 unexpected
                                                                              │ value    "re\u{1B}]0;pwned\u{7}ceipt"
                                                                              │ at       Tests/CheckoutTests.swift:41
                                                                              │ why      matched no pending expectation
                                                                              │ nearest  E2 mailer == "receipt"
                                                                              │          Tests/CheckoutTests.swift:31
                                                                              │   field  expected      actual
                                                                              │   value  == "receipt"  "re\u{1B}]0…u{7}ceipt"  ✗
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
        """#)
  }

  @Test func `at 80×24 the timeline sits above the detail`() {
    let screen = Screen.text(size: Screen.medium)
    #expect(
      screen == #"""
        CheckoutTests.sendsRe…  ✗ FAILED  strict, ordered · 3 interaction…  mismatch 1/4
        DOBBY-E001 unexpected 2 · DOBBY-E004 unfulfilled 2
        ─[1 Timeline]───────────────────────────────────────────────────────── #2 of 3 ─
          step   orders             mailer
          #1     Order(id: 1, item: "寿司 🍣", note: "ok") ✓E1
        > #2     │                  "re\u{1B}]0;pwned\u{7}ceipt" ✗ DOBBY-E001
          #3     Order(id: 2, item: "ラーメン 🍜", note: "late") ✗ DOBBY-E001
          verify ✗ DOBBY-E004 E3    ✗ DOBBY-E004 E2





        ─ 3 Detail ───────────────────────────────────────────────────────── #2 mailer ─
         #2 mailer  ✗ DOBBY-E001 unexpected
         value    "re\u{1B}]0;pwned\u{7}ceipt"
         at       Tests/CheckoutTests.swift:41
         why      matched no pending expectation
         nearest  E2 mailer == "receipt"   Tests/CheckoutTests.swift:31
           field  expected                          actual
           value  == "receipt"                      "re\u{1B}]0;pwned\u{7}ceipt"       ✗


        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#)
  }

  /// The checkout at 40×10, focused on the timeline, above its last line.
  static let smallCheckout = #"""
    ✗ FAILED  mismatch 1/4  CheckoutTests.s…
    ─[1 Timeline]───────────────── #2 of 3 ─
      step   orders          mailer
      #1     Order(id: 1, … note: "ok") ✓E1
    > #2     │               "re\u{…eipt" ✗
      #3     Order(id… "late") ✗ DOBBY-E001
      verify ✗ DOBBY-E004 E3 ✗ E2

    #2 mailer ✗ DOBBY-E001 "re\u{1B}]0;pwne…

    """#

  @Test func `at 40×10 the focused pane stands alone over a status line`() {
    let screen = Screen.text(size: Screen.small)
    #expect(screen == Self.smallCheckout + "j/k step  ]/[ mismatch  ? help  q quit")
  }

  @Test func `below 40×10 a notice replaces the screen`() {
    let screen = Screen.text(size: Screen.tiny)
    #expect(
      screen == #"""



              terminal too small
              30×8: needs 40×10



        """#)
  }

  @Test func `the verify row explains an unfulfilled expectation field by field`() {
    let screen = Screen.text(after: [.character("G"), .character("]")], size: Screen.medium)
    #expect(
      screen == #"""
        CheckoutTests.sendsRe…  ✗ FAILED  strict, ordered · 3 interaction…  mismatch 4/4
        DOBBY-E001 unexpected 2 · DOBBY-E004 unfulfilled 2
        ─[1 Timeline]────────────────────────────────────────────────── verify after 3 ─
          step   orders             mailer
          #1     Order(id: 1, item: "寿司 🍣", note: "ok") ✓E1
          #2     │                  "re\u{1B}]0;pwned\u{7}ceipt" ✗ DOBBY-E001
          #3     Order(id: 2, item: "ラーメン 🍜", note: "late") ✗ DOBBY-E001
        > verify ✗ DOBBY-E004 E3    ✗ DOBBY-E004 E2





        ─ 3 Detail ──────────────────────────────────────────────────────────── verify ─
         verify  ✗ 2 expectations unfulfilled at the end
         mismatch ✗ DOBBY-E004 unfulfilled (2 of 2)
         why      E3 orders == Order(id: 2, item: "ラーメン 🍜", note: "ok") expected o…
         set up   Tests/CheckoutTests.swift:32
         nearest  #3 orders(Order(id:…", note: "late"))   Tests/CheckoutTests.swift:42
           field  expected                          actual
           .id    == 2                              2                                  ✓
           .item  == "ラーメン 🍜"                  "ラーメン 🍜"                      ✓
           .note  == "ok"                           "late"                             ✗
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#)
  }

  @Test func `the help overlay lists the command table`() {
    let screen = Screen.text(after: [.character("?")], size: Screen.medium)
    #expect(
      screen == #"""
        CheckoutTests.sendsRe…  ✗ FAILED  strict, ordered · 3 interaction…  mismatch 1/4
        DOBBY-E┌─ Keys ─────────────────────────────────────────────────────────┐
        ─[1 Tim│ j ↓         next step (or line, in other panes)                │ of 3 ─
          step │ k ↑         previous step                                      │
          #1   │ ]           next mismatch                                      │
        > #2   │ [           previous mismatch                                  │
          #3   │ g Home      first step                                         │
          verif│ G End       last step (the verify row)                         │
               │ PgDn Space  page down                                          │
               │ PgUp        page up                                            │
               │ /           search values, recorders and codes                 │
               │ n           next search match                                  │
               │ N           previous search match                              │
        ─ 3 Det│ &           filter: recorder name or number, ! for mismatches  │ailer ─
         #2 mai│ Esc         clear the filter, then the search                  │
         value │ Tab         focus the next pane                                │
         at    │ S-Tab       focus the previous pane                            │
         why   │ 1           focus the timeline                                 │
         neares│ 2           focus the expectations                             │
           fiel│ 3           focus the detail                                   │
           valu│ Enter       expand the row's value (expectations: go to it)    │      ✗
               │ %           jump between an interaction and its expectation    │
               └────────────────────────────────────── j/k: more  ?/Esc: close ─┘
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#)
  }

  @Test func `Enter shows the row's whole value tree`() {
    let screen = Screen.text(after: [.character("j"), .enter], size: Screen.medium)
    #expect(
      screen == #"""
        CheckoutTests.sendsRe…  ✗ FAILED  strict, ordered · 3 interaction…  mismatch 2/4
        DOBBY-E001 unexpected 2 · DOBBY-E004 unfulfilled 2
        ─[1 Timeline]───────────────────────────────────────────────────────── #3 of 3 ─
          step   orders             mailer
          #1     Order(id: 1, item: "寿司 🍣", note: "ok") ✓E1
          #2     │                  "re\u{1B}]0;pwned\u{7}ceipt" ✗ DOBBY-E001
        > #3     Order(id: 2, item: "ラーメン 🍜", note: "late") ✗ DOBBY-E001
            Order
              id: 2
              item: "ラーメン 🍜"
              note: "late"
          verify ✗ DOBBY-E004 E3    ✗ DOBBY-E004 E2

        ─ 3 Detail ───────────────────────────────────────────────────────── #3 orders ─
         #3 orders  ✗ DOBBY-E001 unexpected
         value
           Order
             id: 2
             item: "ラーメン 🍜"
             note: "late"
         at       Tests/CheckoutTests.swift:42
         why      matched no pending expectation
                                                                               ↓ 5 more
        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#)
  }

  @Test func `a filter narrows the timeline and a search marks its matches`() {
    let screen = Screen.text(
      after: [.character("&")] + Screen.typing("orders") + [.enter, .character("/")]
        + Screen.typing("寿司") + [.enter], size: Size(columns: 100, rows: 16))
    #expect(
      screen == #"""
        CheckoutTests.sendsReceipt  ✗ FAILED  strict, ordered · 3 interactions · 2 recorders …  mismatch -/4
        DOBBY-E001 unexpected 2 · DOBBY-E004 unfulfilled 2                                         /寿司 1/1
        ─[1 Timeline: orders]──────────────────────── #1 of 3 ─┬─ 2 Expectations ────────── 3 expectations ─
          step   orders                        mailer          │  ✓ E1 orders == Order(id: 1, i… fulfilled ◂
        >*#1     Order(id: 1, item: "寿司 🍣", note: "ok") ✓E1 │  ▸ E2 mailer == "receipt"             due
          #3     Order(id: 2, ite…, note: "late") ✗ DOBBY-E001 │  ○ E3 orders == Order(id: 2, i…   pending
          verify ✗ DOBBY-E004 E3               ✗ DOBBY-E004 E2 ├─ 3 Detail ───────────────────── #1 orders ─
                                                               │ #1 orders  ✓ matched E1
                                                               │ value    Order(id: 1, ite…🍣", note: "ok")
                                                               │ at       Tests/CheckoutTests.swift:40
                                                               │ matched  E1 orders == Ord…🍣", note: "ok")
                                                               │          Tests/CheckoutTests.swift:30
                                                               │
                                                               │
                                                               │
        search wrapped to the top
        """#)
  }

  @Test func `ASCII mode draws its own glyphs in ASCII`() {
    let screen = Screen.text(after: [.character("2")], size: Screen.medium, ascii: true)
    #expect(
      screen == #"""
        CheckoutTests.sendsRe~  x FAILED  strict, ordered - 3 interaction~  mismatch 1/4
        DOBBY-E001 unexpected 2 - DOBBY-E004 unfulfilled 2
        - 1 Timeline --------------------------------------------------------- #2 of 3 -
          step   orders             mailer
          #1     Order(id: 1, item: "寿司 🍣", note: "ok") +E1
        > #2     |                  "re\u{1B}]0;pwned\u{7}ceipt" x DOBBY-E001
          #3     Order(id: 2, item: "ラーメン 🍜", note: "late") x DOBBY-E001
          verify x DOBBY-E004 E3    x DOBBY-E004 E2





        -[2 Expectations]---------------------------------------------- 3 expectations -
        > + E1 orders == Order(id: 1, item: "寿司 🍣", note: "ok")           fulfilled
          * E2 mailer == "receipt"                                                 due <
          - E3 orders == Order(id: 2, item: "ラーメン 🍜", note: "ok")         pending






        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """#)
  }

  @Test func `a prompt shows what is being typed`() {
    let screen = Screen.text(after: [.character(":"), .character("3")], size: Screen.small)
    #expect(screen == Self.smallCheckout + ":3               Enter: run  Esc: cancel")
  }
}
