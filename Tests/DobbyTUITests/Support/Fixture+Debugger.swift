import DobbyTUI
import DobbyTestSupport

extension Fixture {
  static let debuggerOptions = DebuggerState.Options(basePath: "/src")

  /// `sendsReceipt()`, indexed.
  static func sendsReceiptIndex() -> ReportIndex { ReportIndex(sendsReceipt()) }
}
