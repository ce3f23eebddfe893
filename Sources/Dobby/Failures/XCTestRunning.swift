import Foundation
import Synchronization
import XCTest

/// Which XCTest test case is running, as XCTest's observation tells once
/// the test bridge is installed: the name a failure found on another
/// thread is titled by, and whether any test can take a failure at all
/// (XCTest drops a failure recorded while none runs, as in a class's
/// tear-down). It opens the scope of each plain `XCTestCase` test (see
/// ``XCTestScope``).
final class XCTestRunning: NSObject, XCTestObservation, Sendable {
  /// What the observer knows.
  enum State: Sendable {
    /// No test case started or finished since it was registered.
    case unknown
    /// The test case of this title runs.
    case running(String)
    /// No test case runs; the last one to finish had this title.
    case between(last: String)
  }

  private static let state = Mutex<State>(.unknown)
  private static let registered: Void = {
    XCTestObservationCenter.shared.addTestObserver(XCTestRunning())
  }()

  /// Starts observing XCTest, if not yet done; `test`, when given, is the
  /// title of the test case running now.
  static func observe(running test: String? = nil) {
    registered
    if let test { state.withLock { $0 = .running(test) } }
  }

  /// What is known now.
  static var current: State { state.withLock { $0 } }

  /// The title of the running test case; `nil` when none runs or it is
  /// not known.
  static var runningTitle: String? {
    guard case .running(let title) = current else { return nil }
    return title
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    let title = DobbyTestCase.title(ofTest: testCase.name)
    Self.state.withLock { $0 = .running(title) }
    if !(testCase is DobbyTestCase) { XCTestScope.begin(testCase, title: title) }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    let title = DobbyTestCase.title(ofTest: testCase.name)
    Self.state.withLock { $0 = .between(last: title) }
    XCTestScope.end()
  }
}
