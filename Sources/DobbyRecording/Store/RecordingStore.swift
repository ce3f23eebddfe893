public import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory of recordings, with the names and atomic writes that let
/// many threads and processes save into it at once without losing a file.
///
/// `verify()` saves failed verifications to ``fromEnvironment()``:
/// `$DOBBY_RECORDINGS` when set, else `.dobby/recordings` under the
/// current directory. Each save keeps the newest ``keep`` recordings of
/// its test title (20 unless `DOBBY_RECORDINGS_KEEP` says otherwise), and
/// every recording this process saved, and deletes older ones: a failure
/// message never names a file that its own run deleted.
///
/// ```swift
/// let saved = try RecordingStore(directory: "/tmp/recordings").save(report)
/// saved.path
/// ```
/// ```text
/// /tmp/recordings/ThingTests.order-20261130T012233Z-4242-1.dobby.jsonl
/// ```
public struct RecordingStore: Sendable, Hashable {
  /// The environment variable that names the directory: `DOBBY_RECORDINGS`.
  public static let environmentVariable = "DOBBY_RECORDINGS"

  /// The directory used when the environment names none, relative to the
  /// current directory: `.dobby/recordings`.
  public static let defaultDirectory = ".dobby/recordings"

  /// The directory recordings are saved in; created when first needed.
  public var directory: String

  /// How many recordings of one test title a save keeps, the one it
  /// saves included; older ones are deleted. `0` keeps them all.
  public var keep: Int

  /// A store saving into `directory` that keeps the newest `keep`
  /// recordings per test title (`0`: all of them).
  public init(directory: String, keep: Int = RecordingStore.defaultKeep) {
    precondition(keep >= 0, "keep must not be negative (was \(keep))")
    self.directory = directory
    self.keep = keep
  }

  /// The directory that `environment` names: the value of
  /// `DOBBY_RECORDINGS` when it is set and not empty, else
  /// ``defaultDirectory``.
  public static func directory(environment: [String: String]) -> String {
    guard let value = environment[environmentVariable], !value.isEmpty else {
      return defaultDirectory
    }
    return value
  }

  /// The store the process environment names (see
  /// ``directory(environment:)`` and ``keep(environment:)``).
  public static func fromEnvironment() -> RecordingStore {
    var environment: [String: String] = [:]
    for name in [environmentVariable, keepEnvironmentVariable] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return RecordingStore(
      directory: directory(environment: environment), keep: keep(environment: environment))
  }

  /// Saves `report` under a new name built from its title and the time:
  /// `Title-20261130T012233Z-<pid>-<n>.dobby.jsonl` (the title made safe
  /// by ``RecordingName``, which adds `+` and a hash of the title when
  /// that changed it).
  ///
  /// Creates the directory as needed; writes a temporary file beside the
  /// recording and moves it into place, never replacing an existing file.
  /// Then deletes the title's recordings beyond the newest ``keep``
  /// (oldest first; never one still being written, and never one this
  /// process saved).
  ///
  /// - Returns: The recording's path and bytes.
  /// - Throws: ``RecordingFileError`` when the directory or the file cannot
  ///   be written.
  /// - Complexity: O(n) in the size of the report.
  public func save(_ report: VerificationReport) throws -> SavedRecording {
    let directory = self.directory.isEmpty ? "." : self.directory
    do {
      try FileSystem.createDirectories(directory)
    } catch {
      throw RecordingFileError(path: directory, line: nil, error)
    }
    let report = report.gatheringSource(root: currentDirectory())
    let title = RecordingName.stem(for: report.title)
    let stem = title + "-" + Self.timestamp(time(nil))
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    // A name is taken only if another writer chose the same one.
    for _ in 0..<100 {
      let counter = _recordingNameCounter.add(1, ordering: .relaxed).newValue
      let name = "\(stem)-\(getpid())-\(counter)\(RecordingFormat.fileExtension)"
      do {
        var bytes: [UInt8] = []
        let written = try FileSystem.writeAtomically(to: prefix + name, replacing: false) {
          file throws(RecordingFileError.Problem) in
          try RecordingEncoder.encode(report) { chunk throws(RecordingFileError.Problem) in
            bytes.append(contentsOf: chunk)
            try file(chunk)
          }
        }
        if written {
          Self.savedHere.withLock { _ = $0.insert(name) }
          prune(title: title, in: directory, keeping: name)
          return SavedRecording(path: prefix + name, fileName: name, bytes: bytes)
        }
      } catch {
        throw RecordingFileError(path: prefix + name, line: nil, error)
      }
    }
    throw RecordingFileError(
      path: directory, line: nil, .cannotWrite("no free name for \(stem)"))
  }

  /// Saves a failed `report` and returns the message a failing test shows:
  /// the plain-text report with the recording's path and the command that
  /// opens it or, if the recording could not be saved, the report and one
  /// more line saying why.
  ///
  /// ```text
  /// …
  /// summary: 1 mismatch - 0 unexpected, 1 out of order, 0 rejected, 0 unfulfilled, 0 exceeded
  /// recording: /work/shop/.dobby/recordings/ThingTests.order-20261130T012233Z-4242-1.dobby.jsonl
  /// inspect:   swift run --package-path /work/shop dobby-tui /work/shop/.dobby/recordings/ThingTests.order-20261130T012233Z-4242-1.dobby.jsonl
  /// ```
  /// ```text
  /// recording: not saved: /readonly: cannot write: cannot create /readonly: Permission denied
  /// ```
  public func saveFailure(_ report: VerificationReport) -> SavedFailure {
    do {
      let saved = try save(report)
      let directory = currentDirectory()
      let path = Self.absolute(saved.path, in: directory)
      let options = PlainTextOptions(
        basePath: directory, recordingPath: path,
        inspectCommand: InspectCommand.current(recording: path))
      return SavedFailure(message: report.plainText(options), recording: saved)
    } catch {
      let text = report.plainText(PlainTextOptions(basePath: currentDirectory()))
      let why = DisplayText.escape(String(describing: error))
      return SavedFailure(message: text + "recording: not saved: \(why)\n", recording: nil)
    }
  }

  /// `path` made absolute against `directory` (the current one) when it
  /// is relative and the directory is known.
  static func absolute(_ path: String, in directory: String?) -> String {
    guard !path.hasPrefix("/"), let directory, !directory.isEmpty else { return path }
    let relative = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    return (directory.hasSuffix("/") ? directory : directory + "/") + relative
  }

  /// `seconds` since 1970 as a UTC time: `20261130T012233Z`.
  static func timestamp(_ seconds: time_t) -> String {
    var seconds = seconds
    var parts = tm()
    guard gmtime_r(&seconds, &parts) != nil else { return "00000000T000000Z" }
    func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
  }
}
