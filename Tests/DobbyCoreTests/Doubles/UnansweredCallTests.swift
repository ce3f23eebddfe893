import DobbyCore
import DobbyTestSupport
import Testing

private struct Declined: Error {}

struct UnansweredCallTests {
  @Test func `no matching reaction: the stub, the arguments and its reactions, newest first`() {
    let prices = Stub<(String, Int), Int>(name: "prices")
    let site = Fixture.Site.thing
    prices.on(("SKU-1", 2), return: 5, fileID: site.fileID, filePath: site.filePath, line: 12)
    prices.on(any(), times: 1, return: 0, fileID: site.fileID, filePath: site.filePath, line: 13)
    let call = prices.unanswered(
      ("SKU-9", 1),
      UnexpectedArguments(
        stub: "prices", arguments: ValueTree(describing: ("SKU-9", 1)), callSite: CallSite()))
    #expect(
      call.headline
        == #"stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw: "#
        + "no reaction matches")
    #expect(
      call.message == """
        dobby: stub prices has 2 reactions, newest first:
          prices.on(any()) at ThingTests.swift:13
          prices.on(== ("SKU-1", 2)) at ThingTests.swift:12

        """)
    #expect(
      call.stopLine
        == #"dobby: stopping: stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw"#
    )
  }

  @Test func `a throwing reaction and a stub without reactions`() {
    let totals = Stub<Int, Int>(name: "totals\u{1B}")
    let call = totals.unanswered(3, Declined())
    #expect(
      call.headline
        == #"stub "totals\u{1B}" cannot answer 3 in a call that cannot throw: "#
        + "its reaction threw Declined()")
    #expect(call.message == "dobby: stub totals\\u{1B} has no reactions\n")
  }
}
