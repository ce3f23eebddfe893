import Dobby
import DobbyTestSupport
import Foundation
import XCTest

/// The child side of `XCTestOffThreadTests`' class tear-down test: when
/// that test runs this class in a child process (``ChildTestRun``), its
/// tear-down verifies a failing pattern on a `Thread`,
/// where no test case runs; run any other way, it does nothing.
final class ClassTearDownChildProcess: XCTestCase {
  private static var isChild: Bool {
    ChildTestRun.isChild(Self.self)
  }

  override class func tearDown() {
    if isChild {
      let payments = Recorder<Int>(name: "payments")
      let pattern = Pattern()
      pattern.expect(1, in: payments)
      Thread.runToEnd { pattern.verify() }
    }
    super.tearDown()
  }

  func testPassesWhenRunByTheClassTearDownTest() {
    XCTAssertTrue(Fixture.passingPattern().verify().passed)
  }
}
