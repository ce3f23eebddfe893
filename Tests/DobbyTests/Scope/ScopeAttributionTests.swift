import Dobby
import Foundation
import Testing

/// Which interactions a pattern counts when tests share a recorder: its
/// own test's and those recorded outside any test; another test's are
/// left out and named.
@Suite(.temporaryRecordings)
struct ScopeAttributionTests {
  @Test func `a nice pattern no longer passes on another test's interaction`() {
    let mailer = Recorder<String>(name: "mailer")
    TestScope.run(ScopeRecord(name: "refund()")) { mailer.record("receipt") }
    let line = #line + 5
    withKnownIssue {
      TestScope.run(ScopeRecord(name: "checkout()")) {
        let pattern = Pattern(nice: true)
        pattern.expect("receipt", in: mailer)
        let report = pattern.verify()
        #expect(!report.passed)
        #expect(report.foreignInteractions.map(\.test) == ["refund()"])
      }
    } matching: { issue in
      let text = issue.text
      return issue.error.map { "\($0)" }?.hasPrefix("DOBBY-E004 unfulfilled:") == true
        && text.contains(
          #"warning: DOBBY-W001 #1 mailer("receipt") was recorded by test "refund()", running"#
            + " at the same time: is this recorder shared between tests?")
        && issue.sourceLocation?.line == line
    }
  }

  @Test func `each test's verdict counts only its own interactions`() async {
    let payments = Recorder<Int>(name: "payments")
    let (first, second) = (ScopeRecord(name: "pay()"), ScopeRecord(name: "refund()"))
    TestScope.run(first) { payments.record(1) }
    TestScope.run(second) { payments.record(-1) }
    TestScope.run(first) { payments.record(2) }
    TestScope.run(second) { payments.record(-2) }
    let verdicts = await [first, second].asyncMap { scope in
      TestScope.run(scope) {
        let pattern = Pattern()
        let own = scope === first ? [1, 2] : [-1, -2]
        for value in own { pattern.expect(value, in: payments) }
        return pattern.check()
      }
    }
    #expect(verdicts.map(\.passed) == [true, true])
    #expect(verdicts[0].timeline.count == 2)
    #expect(verdicts[0].foreignInteractions.map(\.index) == [1, 3])
    #expect(
      verdicts[0].foreignInteractions.first?.warning
        == #"#2 payments(-1) was recorded by test "refund()", running at the same time: is this"#
        + " recorder shared between tests?")
    #expect(verdicts[1].foreignInteractions.map(\.test) == ["pay()", "pay()"])
  }

  @Test func `a child task and a Task inherit the test; a detached task is outside any test`()
    async
  {
    let events = Recorder<String>(name: "events")
    await TestScope.run(ScopeRecord(name: "other()")) {
      async let child: Void = events.record("child")
      await child
      await Task { events.record("task") }.value
      await Task.detached { events.record("detached") }.value
    }
    TestScope.run(ScopeRecord(name: "mine()")) {
      let pattern = Pattern()
      pattern.expect("detached", in: events)
      let report = pattern.check()
      #expect(report.passed)
      #expect(report.foreignInteractions.map(\.value) == [#""child""#, #""task""#])
    }
  }

  @Test func `without a scope every interaction counts, as before`() {
    let events = Recorder<String>(name: "events")
    events.record("one")
    let pattern = Pattern()
    pattern.expect("one", in: events)
    #expect(pattern.check().passed)
    #expect(pattern.check().foreignInteractions.isEmpty)
  }
}

extension Array {
  /// The elements transformed in order, awaiting each.
  fileprivate func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
    var result: [T] = []
    for element in self { result.append(await transform(element)) }
    return result
  }
}
