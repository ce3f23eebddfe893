import Dobby
import Foundation
import Testing

/// Failures point at the test, and name the production code that called the
/// double: production code (`Storefront.swift`), doubles
/// (`ShopDoubles.swift`) and these tests are in three files.
@Suite(.temporaryRecordings)
struct CallerTests {
  /// `Storefront.swift`'s lines that call the doubles.
  static let placeNotifies = "Tests/DobbyTests/Callers/Storefront.swift:16"
  static let placeCharges = "Tests/DobbyTests/Callers/Storefront.swift:17"
  static let refundCharges = "Tests/DobbyTests/Callers/Storefront.swift:21"

  /// The lines of the failure `verify()` recorded.
  func failureLines(_ body: () -> Void) -> [String] {
    let recorded = RecordedText()
    withKnownIssue {
      body()
    } matching: { issue in
      recorded.set(issue.text)
      return true
    }
    return recorded.text.split(separator: "\n").map(String.init)
  }

  @Test func `an unexpected call is at the verify line, called from production code`() {
    let payments = PaymentGatewayDouble()
    let notifier = NotifierDouble()
    let service = Storefront(payments: payments, notifier: notifier)
    service.place(cents: 500, currency: "EUR")
    service.refund(cents: 200)
    let pattern = Pattern()
    pattern.expect(500, in: payments.charges)
    pattern.watch(notifier.messages)
    let line = #line + 1
    let lines = failureLines { pattern.verify() }
    let test = "Tests/DobbyTests/Callers/CallerTests.swift:\(line)"
    #expect(
      lines.first
        == #"DOBBY-E001 unexpected: #1 notifier("placed") matched no pending expectation (+1 more)"#
    )
    let errors = lines.filter { $0.contains(": error: ") }
    #expect(errors.count == 2)
    #expect(errors.allSatisfy { $0.hasPrefix(test + ": error: DOBBY-E001 unexpected: ") })
    #expect(
      lines.contains("  called from: \(Self.placeNotifies) in Storefront.place(cents:currency:)"))
    #expect(lines.contains("  called from: \(Self.refundCharges) in Storefront.refund(cents:)"))
    #expect(!lines.contains { $0.contains("ShopDoubles.swift") })
  }

  @Test func `out of order, exceeded and unfulfilled are at the expectation's line`() {
    let payments = PaymentGatewayDouble()
    let notifier = NotifierDouble()
    let service = Storefront(payments: payments, notifier: notifier)
    service.place(cents: 500, currency: "EUR")
    service.place(cents: 500, currency: "EUR")
    let pattern = Pattern(nice: true)
    let chargeLine = #line + 1
    pattern.expect(500, in: payments.charges)
    let notifyLine = #line + 1
    pattern.expect("placed", in: notifier.messages)
    let lines = failureLines { pattern.verify() }
    let errors = lines.filter { $0.contains(": error: ") }
    let file = "Tests/DobbyTests/Callers/CallerTests.swift"
    #expect(errors.count >= 1, "\(lines)")
    for error in errors {
      #expect(
        error.hasPrefix("\(file):\(chargeLine): error: ")
          || error.hasPrefix("\(file):\(notifyLine): error: "), "\(error)")
    }
    let callers = lines.filter { $0.hasPrefix("  called from: ") }
    #expect(!callers.isEmpty)
    #expect(
      callers.allSatisfy {
        $0.hasSuffix("in Storefront.place(cents:currency:)")
          && ($0.contains(Self.placeNotifies) || $0.contains(Self.placeCharges))
      }, "\(callers)")
  }

  @Test func `a recorder that captures no callers says where it recorded`() {
    let numbers = Recorder<Int>(name: "numbers", capturesCallers: false)
    let recordLine = #line + 1
    numbers.record(7)
    let verification = Pattern()
    verification.expect(1, in: numbers)
    let lines = failureLines { verification.verify() }
    #expect(
      lines.contains("  recorded at: Tests/DobbyTests/Callers/CallerTests.swift:\(recordLine)"))
    #expect(!lines.contains { $0.hasPrefix("  called from: ") })
  }

  @Test func `the report keeps the caller of every interaction`() {
    let payments = PaymentGatewayDouble()
    let notifier = NotifierDouble()
    Storefront(payments: payments, notifier: notifier).refund(cents: 100)
    var report: VerificationReport?
    let pattern = Pattern()
    pattern.expect(1, in: payments.charges)
    _ = failureLines { report = pattern.verify() }
    let caller = report?.timeline.first?.caller
    #expect(caller?.function == "Storefront.refund(cents:)")
    #expect(caller?.callSite?.fileID == "DobbyTests/Storefront.swift")
    #expect(caller?.callSite?.line == 21)
  }
}

/// The text of a recorded issue, handed out of a `@Sendable` matcher.
private final class RecordedText: @unchecked Sendable {
  // SAFETY: `storage` is only read and written under `lock`.
  private let lock = NSLock()
  private var storage = ""

  func set(_ text: String) { lock.withLock { storage = text } }
  var text: String { lock.withLock { storage } }
}

extension CallerTests {
  @Test func `a record in the test's own task closure says where it recorded`()
    async
  {
    let payments = PaymentGatewayDouble()
    let recordLine = #line + 1
    await Task { payments.charges.record(3) }.value
    let pattern = Pattern()
    pattern.expect(1, in: payments.charges)
    let lines = failureLines { pattern.verify() }
    #expect(!lines.contains { $0.hasPrefix("  called from: ") }, "\(lines)")
    #expect(
      lines.contains("  recorded at: Tests/DobbyTests/Callers/CallerTests.swift:\(recordLine)"),
      "\(lines)")
  }
}
