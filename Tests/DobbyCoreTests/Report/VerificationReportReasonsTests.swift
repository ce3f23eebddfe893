import DobbyCore
import DobbyTestSupport
import Testing

struct VerificationReportReasonsTests {
  @Test func `a reason follows the code on the mismatch's first line`() {
    #expect(
      Fixture.reasons().plainText(Fixture.options) == """
        dobby: CheckoutTests.explains FAILED (strict, ordered) - 2 interactions from 2 recorders, 3 expectations, 3 mismatches
        Tests/CheckoutTests.swift:32: error: DOBBY-E003 rejected (because mail is opt-in): #2 mailer("spam") matched rejection E3 mailer == "spam"
          recorded at: Tests/CheckoutTests.swift:13
          rule:     E3 mailer == "spam"   (Tests/CheckoutTests.swift:32)
          lanes:           payments mailer
                   #1      5 ✓E1
                   #2               "spam" ✗
                   verify           ✗E2
        Tests/CheckoutTests.swift:31: error: DOBBY-E004 unfulfilled (because the receipt follows the payment): E2 mailer == "receipt" expected once, matched 0 times
          nearest:  #2 mailer("spam")   (Tests/CheckoutTests.swift:13)
            value  expected: "receipt"
                   actual:   "spam"
        Tests/CheckoutTests.swift:21: error: DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked
        summary: 3 mismatches - 0 unexpected, 0 out of order, 1 rejected, 1 unfulfilled, 0 exceeded, 1 unused

        """)
  }

  @Test func `the headline carries the first mismatch's reason`() {
    #expect(
      Fixture.reasons().headline
        == #"DOBBY-E003 rejected (because mail is opt-in): #2 mailer("spam") matched rejection E3 mailer == "spam" (+2 more)"#
    )
  }

  @Test func `out of order takes the matched expectation's reason, else the due one's`() {
    let numbers = Recorder<Int>(name: "numbers")
    let pattern = Pattern()
    Fixture.expect(1, in: numbers, on: pattern, line: 40)
    pattern.expect(2, in: numbers, because: "two comes second")
    numbers.record(2)
    numbers.record(1)
    let report = pattern.check()
    let first = report.mismatches[0]
    #expect(first.kind == .outOfOrder)
    #expect(report.reason(of: first) == "two comes second")

    let other = Recorder<Int>(name: "other")
    let due = Pattern()
    due.expect(1, in: other, because: "one comes first")
    due.expect(2, in: other)
    other.record(2)
    other.record(1)
    let dueReport = due.check()
    #expect(dueReport.mismatches.first?.kind == .outOfOrder)
    #expect(dueReport.mismatches.first.flatMap(dueReport.reason) == "one comes first")
  }

  @Test func `unexpected interactions have no reason, and no reason adds nothing`() {
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(2)
    let verification = Pattern()
    verification.expect(1, in: numbers)
    let report = verification.check()
    #expect(report.mismatches.allSatisfy { report.reason(of: $0) == nil })
    #expect(report.expectations.allSatisfy { $0.reason == nil })
    #expect(!report.plainText(Fixture.options).contains("because"))
  }

  @Test func `every overload of expect and reject takes a reason`() {
    let numbers = Recorder<Int>(name: "numbers")
    let pairs = Recorder<(String, Int)>(name: "pairs")
    let anything = Recorder<[Int]>(name: "anything")
    let pattern = Pattern()
    pattern.expect(1, in: numbers, because: "a")
    pattern.expect(any(), in: numbers, times: 2, because: "b")
    pattern.expect(("x", 1), in: pairs, because: "c")
    pattern.expect([1], in: anything, because: "d")
    pattern.reject(5, in: numbers, because: "e")
    pattern.reject(any(), in: anything, because: "f")
    pattern.reject(("y", 2), in: pairs, because: "g")
    let mock = Mock<Int>(name: "mock")
    mock.expect(1, because: "h")
    mock.expect(any(), times: 2, because: "i")
    mock.reject(3, because: "j")
    mock.reject(not(any()), because: "k")
    let calls = Mock<(String, Int)>(name: "calls")
    calls.expect(("x", 1), because: "l")
    calls.reject(("y", 2), because: "m")
    let reasons = [pattern.check(), mock.check(), calls.check()].flatMap {
      $0.expectations.map(\.reason)
    }
    #expect(reasons == "abcdefghijklm".map { String($0) })
  }

  @Test func `a reason's controls are escaped`() {
    let numbers = Recorder<Int>(name: "numbers")
    let verification = Pattern()
    verification.expect(1, in: numbers, because: "new\nline\u{1B}[2J")
    let report = verification.check()
    let text = report.plainText(Fixture.options)
    #expect(text.contains(#"(because new\nline\u{1B}[2J)"#))
  }
}
