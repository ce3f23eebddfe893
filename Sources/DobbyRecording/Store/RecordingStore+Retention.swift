import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecordingStore {
  /// The environment variable that sets how many recordings a save keeps
  /// per test title: `DOBBY_RECORDINGS_KEEP`.
  public static let keepEnvironmentVariable = "DOBBY_RECORDINGS_KEEP"

  /// How many recordings per test title a save keeps unless told
  /// otherwise: 20.
  public static let defaultKeep = 20

  /// How many recordings per title `environment` asks to keep: the value
  /// of `DOBBY_RECORDINGS_KEEP` when it is a whole number (`0` keeps them
  /// all), else ``defaultKeep`` (unset, empty, negative or not a number).
  public static func keep(environment: [String: String]) -> Int {
    guard let value = environment[keepEnvironmentVariable], let keep = Int(value), keep >= 0
    else { return defaultKeep }
    return keep
  }

  /// Deletes the oldest recordings of `title` (sanitised) beyond the newest ``keep``,
  /// never `saved` nor any other recording this process saved
  /// (``savedHere``), nor one saved by another process still running
  /// (its ID is in the name): pruning applies to older runs only, so every
  /// recording a failure message of a running test names still exists.
  ///
  /// Safe beside other processes saving and pruning: a recording being
  /// written is a hidden temporary file until it is complete, and only
  /// complete `Title-<time>-<pid>-<n>.dobby.jsonl` files of this exact
  /// title are considered; a file that vanishes meanwhile is skipped.
  /// Pruning is best effort: what cannot be listed or deleted stays.
  /// It also deletes the temporary files of saves that never finished (a
  /// process killed mid-write), of any title, once they are older than
  /// ``staleTemporaryAge``.
  ///
  /// - Complexity: O(n log n) in the files in the directory.
  func prune(title: String, in directory: String, keeping saved: String) {
    guard let names = FileSystem.names(in: directory) else { return }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    removeStaleTemporaries(names, in: prefix)
    guard keep > 0 else { return }
    var candidates: [(time: FileSystem.Time, name: String)] = []
    for name in names where Self.title(ofRecordingNamed: name) == title {
      // Gone already: another saver pruned it.
      guard let time = FileSystem.modificationTime(prefix + name) else { continue }
      candidates.append((time, name))
    }
    guard candidates.count > keep else { return }
    // Newest first; ties (same nanosecond) broken by name, for a stable order.
    candidates.sort {
      ($0.time.seconds, $0.time.nanoseconds, $0.name) > (
        $1.time.seconds, $1.time.nanoseconds, $1.name
      )
    }
    let older = Self.savedHere.withLock { mine in
      candidates.dropFirst(keep).filter { $0.name != saved && !mine.contains($0.name) }
    }
    .filter { !Self.isRunning(Self.processID(ofRecordingNamed: $0.name)) }
    for old in older {
      unlink(prefix + old.name)  // ENOENT: someone else was first.
    }
  }

  /// The names of the recordings this process saved, in any directory,
  /// which pruning never deletes. A name holds the process's ID, the
  /// time of the save and a process-wide counter, so no other run's file bears
  /// one of them.
  static let savedHere = Lock<Set<String>>([])

  /// Whether `process` is another process that is running now (a reused
  /// ID is taken as running: a recording is kept too long, never lost).
  private static func isRunning(_ process: pid_t?) -> Bool {
    guard let process, process > 0, process != getpid() else { return false }
    return kill(process, 0) == 0 || errno == EPERM
  }

  /// The process ID in the name of a recording this store named
  /// (`Title-20261130T012233Z-4242-1.dobby.jsonl` → 4242).
  static func processID(ofRecordingNamed name: String) -> pid_t? {
    guard title(ofRecordingNamed: name) != nil else { return nil }
    let fields = name.dropLast(RecordingFormat.fileExtension.count).split(separator: "-")
    return fields.count >= 2 ? pid_t(fields[fields.count - 2]) : nil
  }

  /// How old, in seconds, a temporary file of this store's naming must be
  /// before pruning deletes it as left by a save that never finished: 5
  /// minutes, far longer than any save takes.
  static let staleTemporaryAge = 300

  /// Deletes the regular files among `names` (in the directory `prefix`)
  /// that are temporary files of a recording this store names and were
  /// last written more than ``staleTemporaryAge`` seconds ago.
  private func removeStaleTemporaries(_ names: [String], in prefix: String) {
    let now = Int(time(nil))
    for name in names where Self.isTemporaryName(name) {
      var status = stat()
      guard lstat(prefix + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        continue
      }
      #if canImport(Darwin)
        let modified = Int(status.st_mtimespec.tv_sec)
      #else
        let modified = Int(status.st_mtim.tv_sec)
      #endif
      if now - modified > Self.staleTemporaryAge { unlink(prefix + name) }
    }
  }

  /// Whether `name` is the temporary name of a recording this store
  /// names: `.Title-<time>-<pid>-<n>.dobby.jsonl.tmp-<pid>[-<random>]-<n>`.
  static func isTemporaryName(_ name: String) -> Bool {
    // The last marker: a title may hold the marker's text itself.
    guard name.hasPrefix("."), let marker = name.ranges(of: FileSystem.temporaryMarker).last
    else { return false }
    let unique = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    guard (2...3).contains(unique.count),
      unique.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isHexDigit) })
    else { return false }
    let recording = name[name.index(after: name.startIndex)..<marker.lowerBound]
    return title(ofRecordingNamed: String(recording)) != nil
  }

  /// The sanitised title of a recording this store named
  /// (`Title-20261130T012233Z-4242-1.dobby.jsonl` → `Title`); `nil` for
  /// any other name, temporary files included.
  static func title(ofRecordingNamed name: String) -> String? {
    guard name.hasSuffix(RecordingFormat.fileExtension), !name.hasPrefix(".") else {
      return nil
    }
    let base = name.utf8.dropLast(RecordingFormat.fileExtension.utf8.count)
    // From the end: counter, pid, time; what is left is the title.
    var end = base.endIndex
    for part in 0..<3 {
      guard let dash = base[..<end].lastIndex(of: UInt8(ascii: "-")) else { return nil }
      let field = base[base.index(after: dash)..<end]
      let valid =
        part < 2
        ? !field.isEmpty && field.allSatisfy { (0x30...0x39).contains($0) }
        : isTimestamp(field)
      guard valid else { return nil }
      end = dash
    }
    return end == base.startIndex ? nil : String(Substring(base[..<end]))
  }

  /// Whether `field` reads `20261130T012233Z`.
  private static func isTimestamp(_ field: Substring.UTF8View.SubSequence) -> Bool {
    let bytes = Array(field)
    guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z")
    else { return false }
    return (bytes[0..<8] + bytes[9..<15]).allSatisfy { (0x30...0x39).contains($0) }
  }
}
