import DobbyTUI
import DobbyTestSupport

extension Scenario {
  static let options = DebuggerState.Options(basePath: "/src")

  /// `checkout()`, indexed.
  static func checkoutIndex() -> ReportIndex { ReportIndex(checkout()) }
}
