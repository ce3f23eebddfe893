import DobbyCore
import DobbyRecording
import DobbyTUI

/// K1, K2: the slowest key press, with its frame, of a short walk through
/// the debugger on an adversarial recording: one interaction holding a
/// string of `valueBytes` bytes (K1; the walk steps, expands the value,
/// focuses the detail pane and scrolls it), and a comparison of two runs
/// of `steps` steps that differ in every other one (K2; 150 presses of
/// `j`, then `q`). The budget is 50 ms a key. There is no baseline.
struct KeyLatencyWorkload {
  static let size = Size(columns: 120, rows: 40)

  /// The slowest key of K1, in seconds.
  static func largeValue(valueBytes: Int) -> Seconds {
    let texts = Recorder<String>(name: "texts")
    texts.record(String(repeating: "x", count: valueBytes))
    let pattern = Pattern(title: "K1")
    pattern.expect("y", in: texts)
    let index = ReportIndex(pattern.check())
    var state = DebuggerState(report: index, size: size)
    let keys: [Key] = [
      .character("k"), .character("j"), .enter, .character("3"), .character("j"),
      .character("G"), .character("1"), .enter, .character("c"), .character("c"),
    ]
    return slowest(keys) { key in
      _ = state.handle(key, report: index)
      _ = render(state, report: index, size: size)
    }
  }

  /// The slowest key of K2, in seconds.
  static func largeDiff(steps: Int) -> Seconds {
    func run(_ changed: Bool) -> VerificationReport {
      let numbers = Recorder<Int>(name: "numbers")
      let pattern = Pattern(nice: true, title: "K2")
      pattern.watch(numbers)
      for value in 0..<steps { numbers.record(changed && value % 2 == 1 ? -value : value) }
      return pattern.check()
    }
    let comparison = RecordingComparison(run(false), run(true))
    var state = DiffState(comparison: comparison, nameA: "a", nameB: "b", size: size)
    let keys = Array(repeating: Key.character("j"), count: 150) + [.character("q")]
    return slowest(keys) { key in
      _ = state.handle(key, comparison: comparison)
      _ = render(state, comparison: comparison, size: size)
    }
  }

  /// The longest that `press` takes over `keys`.
  private static func slowest(_ keys: [Key], _ press: (Key) -> Void) -> Seconds {
    var worst: Seconds = 0
    for key in keys { worst = max(worst, timed { press(key) }) }
    return worst
  }
}
