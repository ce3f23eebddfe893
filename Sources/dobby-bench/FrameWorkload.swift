import DobbyCore
import DobbyTUI

/// W6: a key press in the debugger and the frame it draws, on a failed
/// verification of `count` interactions round-robin across 8 recorders:
/// per recorder, an expectation that its values are non-negative (at least
/// once) and a rejection of -1, which one value in 997 is (about a
/// thousand mismatches to jump between).
///
/// The report is indexed once (`ReportIndex`), as `dobby-tui` does on
/// opening; a repetition presses a cycle of keys that step, jump to the
/// next mismatch and to both ends, drawing a 120×40 frame after each, and
/// its figure is the time per key and frame. The seed design had no
/// debugger: there is no baseline.
struct FrameWorkload {
  static let keys: [Key] = [.down, .character("]"), .character("G"), .up, .character("g")]
  static let framesPerRepetition = 200

  let index: ReportIndex
  let size = Size(columns: 120, rows: 40)

  init(count: Int) {
    let recorders = (0..<8).map { Recorder<Int>(name: "r\($0)") }
    for value in 0..<count { recorders[value % 8].record(value % 997 == 996 ? -1 : value) }
    let pattern = Pattern(ordered: false)
    for recorder in recorders {
      pattern.expect(matches("is non-negative") { $0 >= 0 }, in: recorder, times: .atLeast(1))
      pattern.reject(-1, in: recorder)
    }
    let report = pattern.check()
    precondition(report.count(of: .rejected) == count / 997, "the scenario changed")
    index = ReportIndex(report)
  }

  /// Times `framesPerRepetition` keys and frames from the opening state.
  func ours() -> Seconds {
    var state = DebuggerState(report: index, size: size)
    var drawn = 0
    let seconds = timed {
      for press in 0..<Self.framesPerRepetition {
        _ = state.handle(Self.keys[press % Self.keys.count], report: index)
        drawn += render(state, report: index, size: size).size.rows
      }
    }
    precondition(drawn == size.rows * Self.framesPerRepetition, "a frame came out the wrong size")
    return seconds / Double(Self.framesPerRepetition)
  }
}
