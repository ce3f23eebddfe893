import Dobby
import DobbyTestSupport
import Foundation
import Synchronization
import Testing

/// Reports and recordings of a parameterised test's cases carry the
/// case's arguments, and retention keeps every recording a failure
/// message of this run names.
struct TestCaseNameTests {
  static let indexed = CaseRecordings(cases: 25)

  /// A pattern that fails: `payments` records 1, 2 is expected.
  private static func failingPattern(title: String = "verification") -> Pattern {
    let payments = Recorder<Int>(name: "payments")
    payments.record(1)
    let pattern = Pattern(title: title)
    pattern.expect(2, in: payments)
    return pattern
  }

  @Test(arguments: 0..<25)
  func `twenty-five failing cases keep every recording their messages name`(index: Int) throws {
    let title = Mutex<String?>(nil)
    let path = try #require(
      Self.indexed.failing {
        let report = Self.failingPattern().verify()
        title.withLock { $0 = report.title }
      })
    #expect(
      title.withLock { $0 }
        == "TestCaseNameTests.twenty-five failing cases keep every recording their messages name(index: \(index))"
    )
    #expect(path.contains("name_index_\(index)_+"), "\(path)")
    #expect(Self.indexed.nameAndFindMissing(path) == [])
  }

  static let currencies = CaseRecordings(cases: 25)

  @Test(
    arguments: Array(repeating: "Checkout €", count: 20) + Array(repeating: "Checkout £", count: 5))
  func `titles differing only in a symbol keep every named recording`(title: String) throws {
    let path = try #require(
      Self.currencies.failing { Self.failingPattern(title: title).verify() })
    #expect(path.contains("/Checkout_+"), "\(path)")
    #expect(Self.currencies.nameAndFindMissing(path) == [])
  }

  @Test(.temporaryRecordings, arguments: ["EUR", "GBP"])
  func `two cases have titles of their own holding their arguments`(currency: String) {
    withKnownIssue {
      let report = Self.failingPattern().verify()
      #expect(
        report.title
          == "TestCaseNameTests.two cases have titles of their own holding their arguments(currency: \"\(currency)\")"
      )
    }
  }
}
