import DobbyCore
import DobbyTUI
import Foundation

/// The event loops: read a key, update the state, draw the frame.
struct Session {
  let terminal: Terminal
  let options: DebuggerState.Options

  /// Steps through `report` until the user quits; returns the exit status:
  /// 0 when the user quits (`q`, as with `less` or `tig`: the recording's
  /// outcome is on the screen; `--plain` and `--format` give 0/1/2 for CI),
  /// 128 + signal when interrupted.
  func debug(_ report: VerificationReport) -> Int32 {
    let index = ReportIndex(report)
    return loop(
      DebuggerState(report: index, size: terminal.size, options: options),
      draw: { render($0, report: index, size: $1) },
      handle: { $0.handle($1, report: index) })
  }

  /// Draws `state` and applies each key to it until the user quits;
  /// returns 0, or 128 + signal when interrupted.
  private func loop<State>(
    _ state: State, draw: (State, Size) -> Frame, handle: (inout State, Key) -> Effect
  ) -> Int32 {
    var state = state
    terminal.clear()
    while true {
      terminal.draw(draw(state, terminal.size))
      guard let key = nextKey() else { return 128 + (terminal.signal ?? 2) }
      switch handle(&state, key) {
      case .quit: return 0
      case .interrupt: return 130
      case .redraw: terminal.clear()
      case .none: break
      }
    }
  }

  /// Lists `files` and opens the chosen ones until the user quits; returns
  /// 0, or 128 + signal when interrupted.
  func pick(directory: String, files: [Recordings.File]) -> Int32 {
    let entries = files.map(Recordings.entry)
    var picker = PickerState(
      directory: directory, entries: entries, size: terminal.size, ascii: options.ascii)
    var status: Int32 = 0
    terminal.clear()
    while true {
      terminal.draw(render(picker, size: terminal.size))
      guard let key = nextKey() else { return 128 + (terminal.signal ?? 2) }
      switch picker.handle(key) {
      case .open(let index):
        do {
          let name = files[index].url.lastPathComponent
          let report = try Recordings.load(files[index].url.path) { read, total in
            picker.message = LoadingLine.text(
              name: name, read: read, total: total, columns: terminal.size.columns)
            terminal.draw(render(picker, size: terminal.size))
          }
          status = debug(report)
          if status > 1 { return status }
        } catch {
          picker.message = error.description
        }
        picker.size = terminal.size
        terminal.clear()
      case .quit: return status
      case .interrupt: return 130
      case .redraw: terminal.clear()
      case .none: break
      }
    }
  }

  /// Shows `comparison` until the user quits; returns 0, or 128 + signal
  /// when interrupted.
  func compare(_ comparison: RecordingComparison, nameA: String, nameB: String) -> Int32 {
    loop(
      DiffState(
        comparison: comparison, nameA: nameA, nameB: nameB, size: terminal.size,
        options: options),
      draw: { render($0, comparison: comparison, size: $1) },
      handle: { $0.handle($1, comparison: comparison) })
  }

  /// The next key; `nil` when a signal asked the program to stop.
  private func nextKey() -> Key? {
    while terminal.signal == nil {
      if let key = terminal.readKey() { return key }
    }
    return nil
  }
}
