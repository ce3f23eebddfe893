import DobbyCore
import DobbyDemo
import DobbyRecording
import DobbyTUI
import Foundation

extension Launcher {
  /// `--diff A B`: compares two recordings, on the terminal or as text;
  /// returns 0 when they have the same steps and verdicts, 1 when they
  /// differ (also after `q`), 128 + the signal when interrupted.
  static func compare(_ options: LaunchOptions) throws(LaunchError) -> Int32 {
    let paths = options.demo ? try recordDemoRace() : options.paths
    guard paths.count == 2 else { throw LaunchError("--diff needs two FILEs, A and B") }
    for path in paths {
      switch Recordings.isDirectory(path) {
      case nil: throw LaunchError("\(path): no such file or directory")
      case true?: throw LaunchError("\(path): a directory; --diff compares two FILEs")
      case false?: continue
      }
    }
    let comparison = RecordingComparison(try loadRun(paths[0]), try loadRun(paths[1]))
    let status: Int32 = comparison.isSame ? 0 : 1
    let basePath = FileManager.default.currentDirectoryPath
    let printText = {
      let text = ComparisonText(
        comparison, nameA: paths[0], nameB: paths[1], ascii: options.ascii, basePath: basePath)
      FileHandle.standardOutput.write(Data(text.text.utf8))
    }
    guard isInteractive(options) else {
      printText()
      return status
    }
    let utf8 = Terminal.setUpLocale()
    guard let terminal = Terminal.start(color: wantsColor(options), mouse: options.mouse) else {
      printText()
      return status
    }
    defer { terminal.stop() }
    let session = Session(
      terminal: terminal,
      options: DebuggerState.Options(ascii: options.ascii || !utf8, basePath: basePath))
    let result = session.compare(comparison, nameA: paths[0], nameB: paths[1])
    return result == 0 ? status : result
  }

  /// The run in the file at `path`: a recording, or a snapshot
  /// (`*.dobby-snapshot.jsonl`) as the report it stands for.
  static func loadRun(_ path: String) throws(LaunchError) -> VerificationReport {
    guard path.hasSuffix(SnapshotFormat.fileExtension) else { return try Recordings.load(path) }
    do {
      return try InteractionSnapshot(contentsOf: path).report
    } catch {
      throw LaunchError(error.description)
    }
  }

  /// `--demo --diff`: runs the race scenario's passing and failing runs,
  /// saves them where recordings go, and returns their paths.
  static func recordDemoRace() throws(LaunchError) -> [String] {
    do {
      let (passing, failing) = try DemoRecordings.waiting { try await DemoRecordings.recordRace() }
      return [passing.path, failing.path]
    } catch {
      throw LaunchError("--demo: \(error)")
    }
  }
}
