import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// The examples of the README and of the documentation's articles, compiled
/// and run, so that they stay true.
@Suite(.temporaryRecordings)
struct ReadmeExampleTests {
  /// The code under test in the pattern example of the README and the
  /// Patterns article.
  struct Checkout {
    var pay: (Int) -> Void
    var mail: (String) -> Void

    func run(total: Int) {
      pay(total)
      mail("receipt")
    }
  }

  @Test func `checkout charges before it mails the receipt`() {
    let payments = Recorder<Int>(name: "payments")
    let mailer = Recorder<String>(name: "mailer")
    let checkout = Checkout(pay: { payments.record($0) }, mail: { mailer.record($0) })

    checkout.run(total: 42)

    let pattern = Pattern()  // strict and ordered
    pattern.expect(42, in: payments)  // a plain value stands for equals(42)
    pattern.expect("receipt", in: mailer)
    #expect(pattern.verify().passed)
  }

  struct Payment: Equatable, Sendable {
    var amount: Int
    var currency: String
  }

  @Test func `the matcher examples explain as the Matchers article says`() {
    #expect(
      matches((equals(1), equals("foobar"))).explain((1, "foo")).map(\.description) == [
        #".1: expected "foobar", got "foo""#
      ])
    #expect(
      equals(Payment(amount: 5, currency: "EUR")).explain(Payment(amount: 5, currency: "USD"))
        .map(\.description) == [#".currency: expected "EUR", got "USD""#])
  }

  /// The reasons example, as the Patterns article and the README show it,
  /// on `pattern` in `Tests/CheckoutTests.swift`: its three set-up lines
  /// from `firstLine` on, a blank line, then its two records.
  static func reasonsExample(on pattern: Pattern, firstLine: UInt) {
    let site = Fixture.Site.checkout
    let payments = Recorder<Int>(name: "payments")
    let mailer = Recorder<String>(name: "mailer")
    site.expect(42, in: payments, on: pattern, line: firstLine)
    pattern.expect(
      "receipt", in: mailer, because: "the receipt follows the payment", fileID: site.fileID,
      filePath: site.filePath, line: firstLine + 1, column: site.column)
    pattern.reject(
      "spam", in: mailer, because: "mail is opt-in", fileID: site.fileID,
      filePath: site.filePath, line: firstLine + 2, column: site.column)
    site.record(42, in: payments, line: firstLine + 4)
    site.record("spam", in: mailer, line: firstLine + 5)
  }

  /// The "Reasons" example of the Patterns article, at the lines it has there (in
  /// `Tests/CheckoutTests.swift`, counting from its `@Test` line).
  @Test func `the reasons example prints what the Patterns article shows`() throws {
    let pattern = Pattern()
    Self.reasonsExample(on: pattern, firstLine: 5)
    let report = pattern.check()
    let errors = report.plainText(PlainTextOptions(color: false, basePath: "/src"))
      .split(separator: "\n").filter { $0.contains(": error: ") }.joined(separator: "\n")
    let expected = """
      Tests/CheckoutTests.swift:7: error: DOBBY-E003 rejected (because mail is opt-in): #2 mailer("spam") matched rejection E3 mailer == "spam"
      Tests/CheckoutTests.swift:6: error: DOBBY-E004 unfulfilled (because the receipt follows the payment): E2 mailer == "receipt" expected once, matched 0 times
      """
    #expect(errors == expected)
    #expect(try Article.text("Patterns").contains("```text\n" + expected + "\n```\n"))
    #expect(
      report.headline
        == #"DOBBY-E003 rejected (because mail is opt-in): #2 mailer("spam") matched rejection E3 mailer == "spam" (+1 more)"#
    )
  }

  /// The README's one complete test (the reasons example, in a `.dobby`
  /// suite) and the report its failure prints, at the lines it has in
  /// `Tests/CheckoutTests.swift` (the two imports and a blank line above it),
  /// saved under `/src/.dobby/recordings` with the name the store gives it.
  @Test func `the README's test fails with the report the README shows`() throws {
    let title = "CheckoutTests.the receipt follows the payment"
    let pattern = Pattern(title: title)
    Self.reasonsExample(on: pattern, firstLine: 9)
    let path =
      "/src/.dobby/recordings/" + RecordingName.stem(for: title)
      + "-20261202T101500Z-4242-1.dobby.jsonl"
    let text = pattern.check().plainText(
      PlainTextOptions(
        basePath: "/src", recordingPath: path,
        inspectCommand: "swift run --package-path /src dobby-tui " + path))
    #expect(try Article.readme().contains("```text\n" + text + "```\n"))
  }

  /// The "Unused stub reactions" example of the Stubs and mocks article, at the lines it has
  /// there (in `Tests/PricingTests.swift`).
  @Test func `the unused reactions example prints what the Stubs and mocks article shows`() throws {
    let site = Fixture.Site(
      fileID: "PricingTests/PricingTests.swift", filePath: "/src/Tests/PricingTests.swift")
    let pricing = Stub<String, Double>(name: "pricing")
    pricing.on("SKU-1", return: 9.5, fileID: site.fileID, filePath: site.filePath, line: 3)
    pricing.on("SKU-2", return: 4.0, fileID: site.fileID, filePath: site.filePath, line: 4)
    _ = try pricing.invoke("SKU-1")
    let text = try #require(
      UnusedReactionsText(stub: pricing.name, reactions: pricing.unusedReactions, basePath: "/src"))
    let printed = text.headline + "\n" + text.message
    #expect(
      printed == """
        DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked
        dobby: stub pricing has 1 unused reaction
        Tests/PricingTests.swift:4: error: DOBBY-E006 unused: pricing.on(== "SKU-2") was never invoked

        """)
    #expect(try Article.text("StubsAndMocks").contains("```text\n" + printed + "```\n"))
    withKnownIssue {
      pricing.verifyUsed()
    } matching: { issue in
      issue.error.map { "\($0)" } == text.headline
    }
  }
}
