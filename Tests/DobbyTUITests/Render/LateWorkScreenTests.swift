import DobbyCore
import DobbyTUI
import DobbyTestSupport
import Testing

/// The recording of a test's late work (the interactions its tasks
/// recorded after it ended) in the debugger: each late step is on the
/// timeline, unexpected, with its recorder, value and line.
struct LateWorkScreenTests {
  /// The late-work recording of a test whose task recorded two values on
  /// two recorders after it ended, as the test bridge saves it.
  static func lateWork() -> VerificationReport {
    let scope = ScopeRecord(name: "RefundTests.refund")
    let mailer = Recorder<String>(name: "mailer", capturesCallers: false)
    let payments = Recorder<Int>(name: "payments", capturesCallers: false)
    let file: StaticString = "/src/Tests/ShopTests/RefundTests.swift"
    let fileID: StaticString = "ShopTests/RefundTests.swift"
    TestScope.run(scope) { payments.record(1, fileID: fileID, filePath: file, line: 12) }
    _ = scope.end()
    LateWork.$sink.withValue({ _ in }) {
      TestScope.run(scope) {
        mailer.record("receipt", fileID: fileID, filePath: file, line: 20)
        payments.record(2, fileID: fileID, filePath: file, line: 21)
      }
    }
    return LateInteractions.report(title: scope.name, steps: scope.lateSteps())
  }

  @Test func `the debugger shows each late step as unexpected`() {
    let screen = Screen.text(size: Screen.medium, report: ReportIndex(Self.lateWork()))
    #expect(
      screen
        == """
        RefundTests.refund  ✗ FAILED  strict, ordered · 2 interactions · …  mismatch 1/2
        DOBBY-E001 unexpected 2
        ─[1 Timeline]───────────────────────────────────────────────────────── #1 of 2 ─
          step mailer  payments
        > #1   "receipt" ✗ DOBBY-E001
          #2   │       2 ✗ DOBBY-E001







        ─ 3 Detail ───────────────────────────────────────────────────────── #1 mailer ─
         #1 mailer  ✗ DOBBY-E001 unexpected
         value    "receipt"
         at       Tests/ShopTests/RefundTests.swift:20
         why      matched no pending expectation





        j/k step  ]/[ mismatch  ? help  q quit  / search  & filter  Enter expand  % jump
        """)
  }
}
