import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyCore

/// Matchers on a field of the value, reached by a key path whose root is
/// inferred from the recorder.
struct KeyPathMatcherTests {
  struct ChargeRequest: Equatable, Sendable {
    var id: String
    var payment: Payment
    var note: String?
    var pair: (Int, String) = (0, "")
    var headers: [String: String] = ["Accept": "text/plain"]
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

  /// The reader `import Dobby` installs, so that what follows does not
  /// depend on whether a test of the `Dobby` module ran first.
  private static func installReader() {
    WrittenKeyPath.install { path in try? String(contentsOfFile: path, encoding: .utf8) }
  }

  @Test func `optional chains, tuple elements and computed properties are named as written`() {
    Self.installReader()
    let note = matches(\ChargeRequest.note?.count, 4)
    #expect(note.explain(Self.euros).map(\.description) == [".note?.count: expected 4, got nil"])
    let element = matches(\ChargeRequest.pair.1, "x")
    #expect(element.explain(Self.euros).map(\.description) == [#".pair.1: expected "x", got """#])
    let computed = matches(\ChargeRequest.isLarge, true)
    #expect(
      computed.explain(Self.euros).map(\.description) == [".isLarge: expected true, got false"])
  }

  @Test func `a subscript prints as written, not garbled`() {
    Self.installReader()
    let accept = matches(\.headers["Accept"], "application/json") as Matcher<ChargeRequest>
    #expect(accept.description == #".headers["Accept"]: == "application/json""#)
    #expect(
      accept.explain(Self.euros).map(\.description) == [
        #".headers["Accept"]: expected "application/json", got "text/plain""#
      ])
    let split = matches(
      \ChargeRequest.headers[
        "Accept"
      ]?.count,
      2)
    #expect(split.description == #".headers["Accept"]?.count: == 2"#)
  }

  @Test func `without the source, a subscript is named by its type`() {
    let keyPath: KeyPath<ChargeRequest, String?> = \.headers["Accept"]
    #expect(Matchers.path(of: keyPath) == ".headers.<computed Optional<String>>")
    let site = CallSite(fileID: "M/Gone.swift", filePath: "/nowhere/Gone.swift", line: 1, column: 1)
    #expect(
      Matchers.path(of: keyPath, writtenAt: site) == ".headers.<computed Optional<String>>")
  }

  @Test(
    arguments: [
      (#"x = matches(\.headers["Accept"], "a")"#, 12, #"\.headers["Accept"]"#),
      (#"x = matches(\Request.a[1, (2)], "a")"#, 5, #"\Request.a[1, (2)]"#),
      (#"x = matches(\.a["),\""], "a")"#, 12, #"\.a["),\""]"#),
      ("x = matches(path, \"a\")", 12, nil),
      ("x = matches(", 12, nil),
    ] as [(String, Int, String?)])
  func `the literal is read from the call's argument list`(
    line: String, column: Int, literal: String?
  ) {
    let text = "// first\n" + line + "\n"
    #expect(WrittenKeyPath.literal(in: text, line: 2, column: column) == literal)
  }

  @Test func `a written root type is left out of the path`() {
    #expect(
      WrittenKeyPath.path(
        ofLiteral: #"\Request.headers["A"]"#, describedAs: ".headers.<computed Int>")
        == #".headers["A"]"#)
    #expect(
      WrittenKeyPath.path(ofLiteral: #"\Box<A.B>.size"#, describedAs: ".<computed Int>")
        == ".size")
    #expect(WrittenKeyPath.path(ofLiteral: #"\.size"#, describedAs: ".<computed Int>") == ".size")
  }

  @Test func `a stub reacts to a key-path matcher`() throws {
    let charges = Stub<ChargeRequest, String>(name: "charges")
    charges.on(any(), return: "other")
    charges.on(matches(\.payment.currency, "EUR"), return: "euro")
    #expect(try charges.invoke(Self.euros) == "euro")
    #expect(try charges.invoke(Self.dollars) == "other")
  }
}
