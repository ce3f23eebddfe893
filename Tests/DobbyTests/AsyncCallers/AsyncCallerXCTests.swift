import Dobby
import XCTest

/// The async caller matrix under XCTest: an `async` test method runs the
/// production code, and each report names its caller as under Swift
/// Testing.
final class AsyncCallerXCTests: XCTestCase {
  func testEveryRouteNamesItsProductionCaller() async throws {
    for route in AsyncCallerTests.Route.allCases {
      for kind in AsyncCallerTests.GatewayKind.allCases {
        let ledger = LedgerDouble()
        let pattern = Pattern().watch(ledger.posts)
        try await route.run(gateway: kind.makeDouble(watchedBy: pattern), ledger: ledger)
        let lines = AsyncCallerTests.callerLines(of: pattern)
        XCTAssertEqual(lines, route.expectedCallerLines(for: lines), "\(route) with \(kind)")
      }
    }
  }
}
