import DobbyCore
import DobbyRecording
import DobbyTUI

/// K1, K2: the slowest key press, with its frame, of a short walk through
/// the debugger on an adversarial report (``Report``): one interaction holding a
/// string of `bytes` bytes (K1), a struct of `fields` structs of
/// `fields` strings of 1,000 characters (K1s; 99 make about 10 MB), or a
/// short string that a custom matcher explains with an expected and
/// actual value of `bytes` bytes each (K1e) — the walk goes to the
/// step, expands its value, focuses the detail pane and scrolls it, and
/// back — and a comparison of two runs of `steps` steps that differ in
/// every other one (K2; 150 presses of `j`, then `q`). The budget is 50 ms
/// a key. K1o, K1so and K1eo time what comes before the first key on K1's,
/// K1s's and K1e's reports: indexing (which cuts the report's long texts),
/// opening on the cause and the first frame.
/// There is no baseline.
struct KeyLatencyWorkload {
  static let size = Size(columns: 120, rows: 40)

  /// The keys of K1's walk.
  static let walk: [Key] = [
    .character("g"), .enter, .character("j"), .character("k"), .character("3"),
    .character("j"), .character("G"), .character("g"), .character("1"), .character("c"),
    .character("c"), .enter, .character("j"),
  ]

  /// The reports of K1, K1s and K1e, which the walk (``slowestKey(_:)``)
  /// and the opening (``opening(_:)``) are timed on.
  enum Report {
    /// K1: one string of `bytes` bytes, expected to be `"y"`.
    case largeValue(bytes: Int)
    /// K1s: one `fields` × `fields` struct that no matcher takes.
    case largeStruct(fields: Int)
    /// K1e: a short string whose matcher explains it with an expected and
    /// an actual value of `bytes` bytes each.
    case largeExplanation(bytes: Int)

    /// The verified report.
    func make() -> VerificationReport {
      switch self {
      case .largeValue(let bytes):
        let texts = Recorder<String>(name: "texts")
        texts.record(String(repeating: "x", count: bytes))
        let pattern = Pattern(title: "K1")
        pattern.expect("y", in: texts)
        return pattern.check()
      case .largeStruct(let fields):
        let values = Recorder<Fields>(name: "values")
        values.record(Fields(count: fields, depth: 1))
        let pattern = Pattern(title: "K1s")
        pattern.expect(Matcher<Fields>("nothing", test: { _ in false }), in: values)
        return pattern.check()
      case .largeExplanation(let bytes):
        let texts = Recorder<String>(name: "texts")
        texts.record("short")
        let expected = String(repeating: "x", count: bytes)
        let explanation = [
          FieldMismatch(path: ".body", expected: expected, actual: expected + "y")
        ]
        let pattern = Pattern(title: "K1e")
        pattern.expect(
          Matcher<String>("the body", test: { _ in false }, explain: { _ in explanation }),
          in: texts)
        return pattern.check()
      }
    }
  }

  /// K1, K1s, K1e: the slowest key of ``walk`` through the debugger on
  /// `report`, in seconds.
  static func slowestKey(_ report: Report) -> Seconds {
    let index = ReportIndex(report.make())
    var state = DebuggerState(report: index, size: size)
    return slowest(walk) { key in
      _ = state.handle(key, report: index)
      _ = render(state, report: index, size: size)
    }
  }

  /// K1o, K1so, K1eo: what the debugger does with `report` before its
  /// first screen, timed in seconds: index it, open the state on its
  /// cause, draw a frame.
  static func opening(_ report: Report) -> Seconds {
    let report = report.make()
    var rows = 0
    let seconds = timed {
      let index = ReportIndex(report)
      let state = DebuggerState(report: index, size: size)
      rows = render(state, report: index, size: size).size.rows
    }
    precondition(rows == size.rows, "no frame")
    return seconds
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

/// `count` fields of `Fields` `depth` levels down, and of strings of 1,000
/// characters at the bottom: a value as wide and as large as a test may
/// record.
struct Fields: CustomReflectable {
  let count: Int
  let depth: Int

  var customMirror: Mirror {
    let children: [(label: String?, value: Any)] = (0..<count).map { index in
      let value: Any =
        depth == 0
        ? String(repeating: "v", count: 1_000) : Fields(count: count, depth: depth - 1)
      return (label: "f\(index)", value: value)
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
