import Dobby
import Foundation
import Testing

private protocol PriceList: Sendable {
  func price(of sku: String, quantity: Int) -> Int
  func note(_ text: String)
}

private final class PriceListDouble: PriceList {
  let prices = Stub<(String, Int), Int>(name: "prices")
  let notes = Stub<String, Void>(name: "notes")

  func price(of sku: String, quantity: Int) -> Int { prices.answer((sku, quantity)) }
  func note(_ text: String) { notes.answer(text) }
}

/// The production code: quotes an order line from the price list.
private enum Quote {
  static let line = #line + 1
  static func of(_ sku: String, in list: any PriceList) -> Int { list.price(of: sku, quantity: 1) }
}

/// Doubles of methods that cannot throw: `answer(_:)`.
struct StubAnswerTests {
  @Test func `a call that cannot throw is answered by the newest reaction or the default`() {
    let catalog = PriceListDouble()
    catalog.prices.on(any(), return: 1)
    catalog.prices.on(("SKU-1", 2), return: 500)
    #expect(catalog.price(of: "SKU-1", quantity: 2) == 500)
    #expect(catalog.price(of: "SKU-2", quantity: 1) == 1)
    catalog.note("no reaction: Void answers ()")
    #expect(catalog.notes.count == 1)
  }

  @Test func `an async call that cannot throw awaits an async reaction`() async {
    let lookups = Stub<String, Int>(name: "lookups")
    lookups.on(any()) { key in
      await Task.yield()
      return key.count
    }
    #expect(await lookups.answer("four") == 4)
    #expect(lookups.values == ["four"])
  }

  @Test func `an unanswerable call fails the test and stops with one line`() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let catalog = PriceListDouble()
      catalog.prices.on(("SKU-1", 2), return: 500)
      _ = Quote.of("SKU-9", in: catalog)
    }
    let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      standardError.contains(
        #"dobby: stopping: stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw"#
          + "\n"))
  }

  @Test func `an unanswerable call fails the test at the production line, naming the reactions`() {
    let catalog = TestedPriceListDouble()
    catalog.prices.on(("SKU-1", 2), return: 500)
    let line = #line + 1
    catalog.prices.on(("SKU-2", 1), times: 1, return: 7)
    withKnownIssue {
      #expect(Quote.maybe("SKU-9", in: catalog) == nil)
    } matching: { issue in
      issue.error.map { "\($0)" }
        == #"stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw: "#
        + "no reaction matches"
        && issue.text.contains(
          """
          dobby: stub prices has 2 reactions, newest first:
            prices.on(== ("SKU-2", 1)) at StubAnswerTests.swift:\(line)
            prices.on(== ("SKU-1", 2)) at StubAnswerTests.swift:\(line - 2)
          called from: static Quote.maybe(_:in:) at DobbyTests/StubAnswerTests.swift:\(Quote.maybeLine)
          """)
        && issue.sourceLocation?.fileName == "StubAnswerTests.swift"
        && issue.sourceLocation?.line == Quote.maybeLine
    }
  }
}

/// A double whose method fails the test without stopping the process.
private final class TestedPriceListDouble: Sendable {
  let prices = Stub<(String, Int), Int>(name: "prices")
  func price(of sku: String, quantity: Int) -> Int {
    (try? prices.answerOrFail((sku, quantity)).get()) ?? -1
  }
}

extension Quote {
  static let maybeLine = #line + 2
  static func maybe(_ sku: String, in list: TestedPriceListDouble) -> Int? {
    let price = list.price(of: sku, quantity: 1)
    return price < 0 ? nil : price
  }
}
