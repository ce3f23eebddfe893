import DobbyCore
import DobbyRecording
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
    let index = ReportIndex(Recordings.withSource(report))
    return loop(
      DebuggerState(report: index, size: terminal.size, options: options),
      draw: { render($0, report: index, size: $1) },
      handle: { state, key in
        let effect = state.handle(key, report: index)
        guard case .openEditor(let launch) = effect else { return effect }
        if let problem = edit(launch) { state.message = problem }
        return .redraw
      })
  }

  /// Runs the editor of `launch` on the terminal, the debugger's screen
  /// suspended until it returns; returns why it failed, or `nil`.
  private func edit(_ launch: EditorLaunch) -> String? {
    terminal.suspend()
    defer { terminal.resume() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = launch.shellArguments
    do {
      try process.run()
    } catch {
      return "cannot start the editor \(DisplayText.escape(launch.editor)): \(error)"
    }
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      return "the editor \(DisplayText.escape(launch.editor)) exited with status "
        + "\(process.terminationStatus)"
    }
    return nil
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
      case .redraw, .openEditor: terminal.clear()
      case .none: break
      }
    }
  }

  /// Lists `files` and opens the chosen ones until the user quits; returns
  /// 0, or 128 + signal when interrupted.
  ///
  /// The list is drawn at once from the directory's listing; the rows are
  /// filled in from the files' summaries between keys, those in view
  /// first, a few milliseconds at a time, so that keys and signals are
  /// answered within 100 ms however many recordings there are.
  func pick(directory: String, files: [Recordings.File]) -> Int32 {
    var picker = PickerState(
      directory: directory, entries: files.map(Recordings.placeholder), size: terminal.size,
      ascii: options.ascii)
    var status: Int32 = 0
    terminal.clear()
    while true {
      terminal.draw(render(picker, size: terminal.size))
      let key: Key
      if picker.unread > 0 {
        if let signal = terminal.signal { return 128 + signal }
        guard let pressed = terminal.readKey(waiting: false) else {
          Self.readSummaries(into: &picker, files: files)
          continue
        }
        key = pressed
      } else {
        guard let next = nextKey() else { return 128 + (terminal.signal ?? 2) }
        key = next
      }
      switch picker.handle(key) {
      case .open(let index):
        do {
          let name = files[index].name
          let report = try Recordings.load(files[index].path) { read, total in
            leaveIfAsked()
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

  /// How long the picker reads summaries before it looks for a key again.
  static let readingSlice = Duration.milliseconds(20)

  /// Reads the summaries of the next unread entries of `picker` for about
  /// ``readingSlice``, and fills them in.
  private static func readSummaries(into picker: inout PickerState, files: [Recordings.File]) {
    let clock = ContinuousClock()
    let deadline = clock.now + readingSlice
    var read: [(index: Int, entry: PickerState.Entry)] = []
    for index in picker.nextToRead(64) {
      read.append((index, Recordings.entry(files[index])))
      if clock.now >= deadline { break }
    }
    picker.fill(read)
  }

  /// Ends the program, restoring the terminal, when a signal, `q` or
  /// Ctrl-C came while a recording loads: a load cannot be cut short, and
  /// the person must not wait for it.
  private func leaveIfAsked() {
    if let signal = terminal.signal {
      terminal.stop()
      exit(128 + signal)
    }
    switch terminal.readKey(waiting: false) {
    case .character("q")?:
      terminal.stop()
      exit(0)
    case .controlC?:
      terminal.stop()
      exit(130)
    default: break
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
