import DobbyCore
import Testing

/// The expectations users write first, before they know `equals`: any
/// `Equatable` value, an enum case with a leading dot, an optional, or a
/// tuple of `Equatable` values stands where a matcher is expected.
struct PlainValueExpectationTests {
  /// An `Equatable` struct that is not `Hashable`.
  struct ChargeRequest: Equatable, Sendable {
    var amount: Int
    var currency: String
  }

  enum Message: Equatable, Sendable {
    case shipped(String)
    case cancelled(String, reason: String)
  }

  @Test func `an Equatable struct is an expectation as it is`() {
    let payments = Recorder<ChargeRequest>(name: "payments")
    payments.record(ChargeRequest(amount: 5, currency: "USD"))
    let pattern = Pattern()
    pattern.expect(ChargeRequest(amount: 5, currency: "EUR"), in: payments)
    let report = pattern.check()
    #expect(
      report.expectations.map(\.matcher) == [#"== ChargeRequest(amount: 5, currency: "EUR")"#])
    #expect(kinds(report) == [.unfulfilled])
    let miss = report.mismatches.first?.nearestMiss?.differences.map(\.description)
    #expect(miss == [#".currency: expected "EUR", got "USD""#])

    payments.reset()
    payments.record(ChargeRequest(amount: 5, currency: "EUR"))
    #expect(pattern.check().passed)
  }

  @Test func `an enum case is written with a leading dot inferred from the recorder`() {
    let messages = Recorder<Message>(name: "messages")
    messages.record(.shipped("A-1"))
    messages.record(.cancelled("A-2", reason: "stock"))
    let pattern = Pattern()
    pattern.expect(.shipped("A-1"), in: messages)
    pattern.expect(.cancelled("A-2", reason: "stock"), in: messages)
    #expect(pattern.check().passed)

    let wrong = Pattern()
    wrong.expect(.shipped("A-1"), in: messages)
    wrong.expect(.cancelled("A-2", reason: "price"), in: messages)
    let report = wrong.check()
    #expect(!report.passed)
    #expect(
      report.mismatches.first?.nearestMiss?.differences.map(\.description) == [
        #".reason: expected "price", got "stock""#
      ])
  }

  @Test func `optionals and nil are expectations`() {
    let lookups = Recorder<Int?>(name: "lookups")
    for value in [5, nil, nil] { lookups.record(value) }
    let pattern = Pattern()
    pattern.expect(5, in: lookups)
    pattern.expect(nil, in: lookups, times: 2)
    #expect(pattern.check().passed)
  }

  @Test func `a tuple of Equatable values is an expectation, and a mismatch names the element`() {
    let pricing = Recorder<(String, Int)>(name: "pricing")
    pricing.record(("a", 2))
    let pattern = Pattern()
    pattern.expect(("a", 1), in: pricing)
    let report = pattern.check()
    #expect(report.expectations.map(\.matcher) == [#"== ("a", 1)"#])
    #expect(
      report.mismatches.first?.nearestMiss?.differences.map(\.description) == [
        ".1: expected 1, got 2"
      ])
    let passing = Pattern()
    passing.expect(("a", 2), in: pricing)
    #expect(passing.check().passed)
  }

  @Test func `tuples of any arity hold Equatable values of any kind`() {
    let calls = Recorder<(String, ChargeRequest, Message, Int?)>(name: "calls")
    calls.record(("id", ChargeRequest(amount: 1, currency: "EUR"), .shipped("A"), nil))
    let pattern = Pattern()
    pattern.expect(("id", ChargeRequest(amount: 1, currency: "EUR"), .shipped("A"), nil), in: calls)
    #expect(pattern.check().passed)
    let wrong = Pattern()
    wrong.expect(("id", ChargeRequest(amount: 2, currency: "EUR"), .shipped("B"), 3), in: calls)
    #expect(
      wrong.check().mismatches.first?.nearestMiss?.differences.map(\.description) == [
        ".1.amount: expected 2, got 1", #".2.0: expected "B", got "A""#,
        ".3: expected 3, got nil",
      ])
  }

  @Test func `equals takes a tuple without Hashable`() {
    let matcher = equals(("a", 1))
    #expect(matcher.matches(("a", 1)))
    #expect(!matcher.matches(("a", 2)))
    #expect(!matcher.matches(("b", 1)))
    #expect(
      matcher.explain(("b", 2)).map(\.description) == [
        #".0: expected "a", got "b""#, ".1: expected 1, got 2",
      ])
    #expect(matcher.description == #"== ("a", 1)"#)
  }

  @Test func `equals takes an Equatable struct that is not Hashable`() {
    let matcher = equals(ChargeRequest(amount: 5, currency: "EUR"))
    #expect(matcher.matches(ChargeRequest(amount: 5, currency: "EUR")))
    #expect(!matcher.matches(ChargeRequest(amount: 5, currency: "USD")))
  }

  @Test func `reject takes plain values, enum cases and tuples`() {
    let messages = Recorder<Message>(name: "messages")
    let pairs = Recorder<(String, Int)>(name: "pairs")
    messages.record(.shipped("A-1"))
    pairs.record(("a", 1))
    let pattern = Pattern(nice: true)
    pattern.reject(.shipped("A-1"), in: messages)
    pattern.reject(("a", 1), in: pairs)
    #expect(kinds(pattern.check()) == [.rejected, .rejected])
  }

  @Test func `a literal on a recorder of doubles still means equals`() {
    let doubles = Recorder<Double>(name: "doubles")
    doubles.record(1)
    let pattern = Pattern()
    pattern.expect(1, in: doubles)
    #expect(pattern.check().passed)
  }

  @Test func `a mock takes plain values, enum cases and tuples`() {
    let messages = Mock<Message>(name: "messages")
    messages.expect(.shipped("A-1"))
    messages.reject(.cancelled("A-1", reason: "late"))
    messages.record(.shipped("A-1"))
    #expect(messages.check().passed)

    let charges = Mock<ChargeRequest>(name: "charges", nice: true)
    charges.expect(ChargeRequest(amount: 5, currency: "EUR"), times: 2)
    charges.record(ChargeRequest(amount: 5, currency: "EUR"))
    #expect(charges.check().mismatches.map(\.kind) == [.unfulfilled])

    let pairs = Mock<(String, Int)>(name: "pairs")
    pairs.expect(("a", 1))
    pairs.reject(("b", 2))
    pairs.record(("a", 1))
    #expect(pairs.check().passed)
  }

  @Test func `a stub answers plain values, enum cases and tuples`() throws {
    let charges = Stub<ChargeRequest, String>(name: "charges")
    charges.on(ChargeRequest(amount: 5, currency: "EUR"), return: "R-1")
    charges.on(ChargeRequest(amount: 6, currency: "EUR")) { "R-\($0.amount)" }
    #expect(try charges.invoke(ChargeRequest(amount: 5, currency: "EUR")) == "R-1")
    #expect(try charges.invoke(ChargeRequest(amount: 6, currency: "EUR")) == "R-6")
    #expect(throws: UnexpectedArguments.self) {
      try charges.invoke(ChargeRequest(amount: 7, currency: "EUR"))
    }

    let outcomes = Stub<Message, Bool>(name: "outcomes")
    outcomes.on(.shipped("A-1"), return: true)
    #expect(try outcomes.invoke(.shipped("A-1")))

    let pricing = Stub<(String, Int), Double>(name: "pricing")
    pricing.on(("SKU-1", 3), return: 28.5)
    pricing.on(("SKU-2", 1)) { sku, quantity in Double(quantity) }
    #expect(try pricing.invoke(("SKU-1", 3)) == 28.5)
    #expect(try pricing.invoke(("SKU-2", 1)) == 1)
  }

  @Test func `matchers and MatcherConvertible values still go through the matcher forms`() {
    let numbers = Recorder<Int>(name: "numbers")
    for value in [1, 2, 3] { numbers.record(value) }
    let pattern = Pattern()
    pattern.expect(equals(1), in: numbers)
    pattern.expect(any(), in: numbers)
    pattern.expect(not(equals(2)), in: numbers)
    #expect(pattern.check().passed)
  }

  // What does not compile, and what the compiler says (these cannot be
  // tests: a test file that does not compile fails the whole suite):
  //
  //   struct Opaque { var id: Int }            // not Equatable
  //   pattern.expect(Opaque(id: 1), in: opaques)
  //   error: 'expect(_:in:times:fileID:filePath:line:column:)' is unavailable:
  //     a plain value stands for equals(value) only when its type is Equatable:
  //     make it Equatable, or pass a matcher such as matches { $0.id == 5 }
  //
  //   equals(Opaque(id: 1))
  //   error: 'equals' is unavailable: equals(_:) needs an Equatable value (or a
  //     tuple of them): make the type Equatable, or write matches { $0.id == 5 }
  //
  //   func shipped() -> some Matcher<Message>  // Matcher is a struct
  //   error: a 'some' type must specify only 'Any', 'AnyObject', protocols,
  //     and/or a base class; write `-> Matcher<Message>` (README, Matchers)
  //
  //   matches((Opaque(id: 1), any()))          // Equatable, not MatcherConvertible
  //   error: global function 'matches' requires that 'Opaque' conform to
  //     'MatcherConvertible'; add `extension Opaque: MatcherConvertible {}`
}

/// One line makes a type of one's own a value inside tuple matchers.
extension PlainValueExpectationTests.ChargeRequest: MatcherConvertible {}

extension PlainValueExpectationTests {
  @Test func `a type that conforms in one line is a value inside tuple matchers`() throws {
    let charges = Stub<(ChargeRequest, String), Int>(name: "charges")
    charges.on(matches((ChargeRequest(amount: 5, currency: "EUR"), any())), return: 1)
    #expect(try charges.invoke((ChargeRequest(amount: 5, currency: "EUR"), "x")) == 1)
    let matcher = matches((ChargeRequest(amount: 5, currency: "EUR"), "x"))
    #expect(
      matcher.explain((ChargeRequest(amount: 5, currency: "USD"), "x")).map(\.description) == [
        #".0.currency: expected "EUR", got "USD""#
      ])
  }
}
