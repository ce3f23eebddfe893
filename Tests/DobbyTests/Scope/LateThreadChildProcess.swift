import Dobby
import DobbyTestSupport
import Foundation
import XCTest

/// The child side of `XCTestOffThreadTests`' late failure test: run in a
/// child process (``ChildTestRun``), its second test verifies, on a
/// `Thread`, a failing pattern its first test made; run any other way, it
/// does nothing.
final class LateThreadChildProcess: DobbyTestCase {
  nonisolated(unsafe) private static var kept: Pattern?

  func test1MakesAPattern() {
    guard ChildTestRun.isChild(Self.self) else { return }
    let payments = Recorder<Int>(name: "payments")
    let pattern = Pattern()
    pattern.expect(1, in: payments)
    XCTAssertFalse(pattern.check().passed)
    Self.kept = pattern
  }

  func test2VerifiesItOnAThread() {
    guard ChildTestRun.isChild(Self.self), let pattern = Self.kept else { return }
    Thread.runToEnd { pattern.verify() }
  }
}
