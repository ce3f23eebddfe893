import Dobby
import Testing

/// The README's examples, compiled and run, so that they stay true.
@Suite(.temporaryRecordings)
struct ReadmeExampleTests {
  /// The code under test in the README's pattern example.
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

  @Test func `the matcher examples explain as the README says`() {
    #expect(
      matches((equals(1), equals("foobar"))).explain((1, "foo")).map(\.description) == [
        #".1: expected "foobar", got "foo""#
      ])
    #expect(
      equals(Payment(amount: 5, currency: "EUR")).explain(Payment(amount: 5, currency: "USD"))
        .map(\.description) == [#".currency: expected "EUR", got "USD""#])
  }
}
