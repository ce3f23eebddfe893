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

  func price(of sku: String, quantity: Int) -> Int { prices.answer(sku, quantity) }
  func note(_ text: String) { notes.answer(text) }
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

  @Test func `an unanswerable call fails the test and stops with one line`() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let catalog = PriceListDouble()
      catalog.prices.on(("SKU-1", 2), return: 500)
      withKnownIssue {
        _ = catalog.price(of: "SKU-9", quantity: 1)
      } matching: { issue in
        "\(issue)".contains(
          #"stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw"#)
      }
    }
    let standardError = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      standardError.contains(
        #"dobby: stopping: stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw"#
          + "\n"))
  }
}
