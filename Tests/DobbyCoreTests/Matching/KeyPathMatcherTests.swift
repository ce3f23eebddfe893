import DobbyCore
import DobbyTestSupport
import Testing

/// Matchers on a field of the value, reached by a key path whose root is
/// inferred from the recorder.
struct KeyPathMatcherTests {
  struct ChargeRequest: Equatable, Sendable {
    var id: String
    var payment: Payment
    var note: String?
    var pair: (Int, String) = (0, "")
    var isLarge: Bool { payment.amount > 1_000 }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.id == rhs.id && lhs.payment == rhs.payment && lhs.note == rhs.note
    }
  }

  static let euros = ChargeRequest(
    id: "c-1", payment: Payment(amount: 5, currency: "EUR"), note: nil)
  static let dollars = ChargeRequest(
    id: "c-2", payment: Payment(amount: 5, currency: "USD"), note: "rush")

  @Test func `a key path and a matcher match the field`() {
    let matcher = matches(\ChargeRequest.payment.currency, equals("EUR"))
    #expect(matcher.matches(Self.euros))
    #expect(!matcher.matches(Self.dollars))
    #expect(matcher.description == #".payment.currency: == "EUR""#)
  }

  @Test func `a key path and a plain value match the field`() {
    let matcher = matches(\ChargeRequest.payment.currency, "EUR")
    #expect(matcher.matches(Self.euros))
    #expect(
      matcher.explain(Self.dollars).map(\.description) == [
        #".payment.currency: expected "EUR", got "USD""#
      ])
  }

  @Test func `a mismatch below the key path names the whole path`() {
    let matcher = matches(\ChargeRequest.payment, equals(Payment(amount: 5, currency: "EUR")))
    #expect(
      matcher.explain(Self.dollars).map(\.description) == [
        #".payment.currency: expected "EUR", got "USD""#
      ])
  }

  @Test func `the root type is inferred from the recorder`() {
    let charges = Recorder<ChargeRequest>(name: "charges")
    charges.record(Self.euros)
    charges.record(Self.dollars)
    let pattern = Pattern()
    pattern.expect(matches(\.payment.currency, "EUR"), in: charges)
    pattern.expect(matches(\.payment.currency, equals("USD")), in: charges)
    #expect(pattern.check().passed)
  }

  @Test func `all combines key-path matchers`() {
    let charges = Recorder<ChargeRequest>(name: "charges")
    charges.record(Self.dollars)
    let pattern = Pattern()
    pattern.expect(all(matches(\.id, "c-2"), matches(\.payment.currency, "EUR")), in: charges)
    let report = pattern.check()
    #expect(
      report.expectations.map(\.matcher) == [#"all(.id: == "c-2", .payment.currency: == "EUR")"#])
    #expect(
      report.mismatches.first?.nearestMiss?.differences.map(\.description) == [
        #".payment.currency: expected "EUR", got "USD""#
      ])

    let passing = Pattern()
    passing.expect(all(matches(\.id, "c-2"), matches(\.note, any())), in: charges)
    #expect(passing.check().passed)
  }

  @Test func `all accepts only what every matcher accepts`() {
    let matcher: Matcher<Int> = all(matches("is odd") { $0 % 2 == 1 }, not(equals(3)))
    #expect(matcher.matches(5))
    #expect(!matcher.matches(3))
    #expect(!matcher.matches(4))
    #expect(matcher.explain(4).map(\.description) == ["expected is odd, got 4"])
  }

  @Test func `optional chains, tuple elements and computed properties are named`() {
    let note = matches(\ChargeRequest.note?.count, 4)
    #expect(
      note.explain(Self.euros).map(\.description) == [".note?.<computed Int>?: expected 4, got nil"]
    )
    let element = matches(\ChargeRequest.pair.1, "x")
    #expect(element.explain(Self.euros).map(\.description) == [#".pair.1: expected "x", got """#])
    let computed = matches(\ChargeRequest.isLarge, true)
    #expect(
      computed.explain(Self.euros).map(\.description) == [
        ".<computed Bool>: expected true, got false"
      ])
  }

  @Test func `a stub reacts to a key-path matcher`() throws {
    let charges = Stub<ChargeRequest, String>(name: "charges")
    charges.on(any(), return: "other")
    charges.on(matches(\.payment.currency, "EUR"), return: "euro")
    #expect(try charges.invoke(Self.euros) == "euro")
    #expect(try charges.invoke(Self.dollars) == "other")
  }
}
