import DobbyCore
import DobbyTUI
import DobbyTestSupport

/// Screens of the checkout scenario after some keys, as text.
enum Screen {
  static let large = Size(columns: 120, rows: 30)
  static let medium = Size(columns: 80, rows: 24)
  static let small = Size(columns: 40, rows: 10)
  static let tiny = Size(columns: 30, rows: 8)

  /// The state after `keys`, from the opening state at `size`.
  static func state(
    after keys: [Key] = [], size: Size = large, ascii: Bool = false,
    report: ReportIndex = Fixture.sendsReceiptIndex()
  ) -> DebuggerState {
    var state = DebuggerState(
      report: report, size: size, options: DebuggerState.Options(ascii: ascii, basePath: "/src"))
    for key in keys { state.handle(key, report: report) }
    return state
  }

  /// The screen after `keys`, as text.
  static func text(
    after keys: [Key] = [], size: Size = large, ascii: Bool = false,
    report: ReportIndex = Fixture.sendsReceiptIndex()
  ) -> String {
    let state = state(after: keys, size: size, ascii: ascii, report: report)
    return render(state, report: report, size: size).text
  }

  /// The keys that type `text`.
  static func typing(_ text: String) -> [Key] { text.map { .character($0) } }
}
