import Dispatch
import DobbyCore
import DobbyTestSupport
import Testing

struct PatternUsageTests {
  @Test func `an unused reaction is a DOBBY-E006 mismatch at its on line`() {
    let report = Fixture.report(with: .unused)
    #expect(!report.passed)
    #expect(report.mismatches.map(\.kind) == [.unused])
    #expect(report.mismatches.first?.reaction?.description == "pricing.on(== 1)")
    #expect(report.firstDivergence == 1)
    #expect(
      report.plainText(Fixture.options) == """
        dobby: verification FAILED (strict, ordered) - 0 interactions from 0 recorders, 0 expectations, 1 mismatch
        Tests/ThingTests.swift:40: error: DOBBY-E006 unused: pricing.on(== 1) was never invoked
        summary: 1 mismatch - 0 unexpected, 0 out of order, 0 rejected, 0 unfulfilled, 0 exceeded, 1 unused

        """)
  }

  @Test func `a shadowed reaction's mismatch names the newer reaction and the call`() {
    let report = Fixture.shadowedReaction()
    #expect(report.mismatches.first?.reaction?.shadowedBy?.callSite.line == 41)
    #expect(
      report.plainText(Fixture.options) == """
        dobby: PricingTests.shadow FAILED (strict, ordered) - 0 interactions from 0 recorders, 0 expectations, 1 mismatch
        Tests/ThingTests.swift:40: error: DOBBY-E006 unused: pricing.on(== 2) was never invoked: the newer pricing.on(any()) is tried first and matches the same call
          newer:    pricing.on(any())   (Tests/ThingTests.swift:41)
          call:     pricing(2)
        summary: 1 mismatch - 0 unexpected, 0 out of order, 0 rejected, 0 unfulfilled, 0 exceeded, 1 unused

        """)
  }

  @Test func `a pattern passes once every live reaction was used`() throws {
    let pricing = Stub<String, Int>(name: "pricing")
    pricing.on("SKU-1", return: 1)
    let two = pricing.on("SKU-2", return: 2)
    let pattern = Pattern().expectUsed(pricing)
    _ = try pricing.invoke("SKU-1")
    #expect(pattern.check().mismatches.map(\.reaction?.matcher) == [#"== "SKU-2""#])
    two.dispose()
    #expect(pattern.check().passed)
  }

  @Test func `the stub's invocations are not replayed, and a stub added twice counts once`() throws
  {
    let pricing = Stub<Int, Int>(name: "pricing")
    pricing.on(1, return: 1)
    pricing.on(2, return: 2)
    let pattern = Pattern().expectUsed(pricing).expectUsed(pricing)
    _ = try pricing.invoke(1)
    _ = try pricing.invoke(1)
    let report = pattern.check()
    #expect(report.recorders.isEmpty && report.timeline.isEmpty)
    #expect(report.mismatches.map(\.kind) == [.unused])
  }

  @Test func `unused reactions come after every other mismatch`() throws {
    let numbers = Recorder<Int>(name: "numbers")
    let pricing = Stub<Int, Int>(name: "pricing")
    pricing.on(1, return: 1)
    let pattern = Pattern().expectUsed(pricing)
    pattern.expect(1, in: numbers)
    pattern.expect(2, in: numbers)
    numbers.record(3)
    let report = pattern.check()
    #expect(report.mismatches.map(\.kind) == [.unexpected, .unfulfilled, .unfulfilled, .unused])
    #expect(report.firstDivergence == 1)
    #expect(report.count(of: .unused) == 1)
  }

  @Test func `waiting wakes when the stub is invoked`() {
    let pricing = Stub<Int, Int>(name: "pricing")
    pricing.on(1, return: 1)
    let pattern = Pattern().expectUsed(pricing)
    DispatchQueue.global().async { _ = try? pricing.invoke(1) }
    #expect(pattern.check(within: .seconds(30)).passed)
  }

  @Test func `the summary counts unused only when there are some`() throws {
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(2)
    let verification = Pattern()
    verification.expect(1, in: numbers)
    let text = verification.check().plainText(Fixture.options)
    #expect(text.contains("0 exceeded\n"))
    #expect(!text.contains("unused"))
  }
}
