import DobbyCore
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process-wide counter that makes temporary and recording names unique
/// within the process.
let _recordingNameCounter = Atomic<UInt64>(0)

/// The few file operations recordings need, on POSIX calls: read a file
/// once, create directories, and write a file atomically.
enum FileSystem {
  typealias Problem = RecordingFileError.Problem

  /// The contents of the regular file at `path`.
  ///
  /// Opens without blocking (a FIFO cannot hang the reader), refuses
  /// anything but a regular file, and never reads more than
  /// ``RecordingFormat/maxFileBytes``. Lines are measured as the file is
  /// read, a few MiB at a time, so that a line longer than `maxLineBytes`
  /// is refused as soon as it is read past, without reading the rest.
  ///
  /// - Throws: ``RecordingFileError/Problem/lineTooLongAt(_:)`` naming the
  ///   line that is too long, or why the file cannot be read.
  /// - Complexity: O(n) in the size of the file; one pass.
  static func contents(
    of path: String, maxLineBytes: Int = RecordingFormat.maxLineBytes
  ) throws(Problem) -> [UInt8] {
    try withRegularFile(at: path) { fd, size throws(Problem) in
      let limit = RecordingFormat.maxFileBytes
      guard size <= limit else { throw .fileTooLarge(size) }
      var lines = LineLengths(limit: maxLineBytes)
      // One byte more than the size, so that a file that grew is noticed.
      var capacity = size + 1
      var bytes: [UInt8] = []
      while true {
        let chunk = try filled(count: capacity, inspecting: &lines) { buffer, count, _ in
          read(fd, buffer, min(count, readStep))
        }
        if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
        if chunk.count < capacity { return bytes }
        guard bytes.count <= limit else { throw .fileTooLarge(bytes.count) }
        capacity = min(limit + 1 - bytes.count, bytes.count)
      }
    }
  }

  /// The bytes of the regular file at `path` when it holds at most
  /// `limit` bytes; `nil` when it is larger, missing, not a regular file or
  /// unreadable. Opened without blocking, as ``contents(of:maxLineBytes:)``.
  ///
  /// - Complexity: O(n) in the size of the file.
  static func smallFile(at path: String, limit: Int) -> [UInt8]? {
    try? withRegularFile(at: path) { fd, size throws(Problem) in
      guard size <= limit else { throw .fileTooLarge(size) }
      return try readBytes(fd, at: 0, count: size)
    }
  }

  /// How many bytes one `read` asks for: lines are measured after each.
  static let readStep = 4 << 20

  /// The lengths of the lines of a file read piece by piece: refuses the
  /// first line longer than `limit` bytes (a line break's 0x0D and a
  /// byte-order mark aside, which the line splitter drops).
  struct LineLengths {
    let limit: Int
    /// The bytes since the last line break.
    private var run = 0
    /// The number of the line being read.
    private(set) var line = 1

    init(limit: Int) { self.limit = limit }

    /// Measures the next bytes; `false` once the current line is too long.
    mutating func inspect(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let base = bytes.baseAddress else { return true }
      var start = 0
      while start < bytes.count {
        let rest = bytes.count - start
        guard let found = memchr(base + start, 0x0A, rest) else {
          run += rest
          return run <= limit + 4
        }
        let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        run += newline - start
        guard run <= limit + 4 else { return false }
        run = 0
        line += 1
        start = newline + 1
      }
      return true
    }
  }

  /// The first `head` and the last `tail` bytes of the regular file at
  /// `path` (the same bytes twice when the file is that small), and its
  /// size: what a summary reads of a file too large to read whole.
  static func ends(
    of path: String, head: Int, tail: Int
  ) throws(Problem) -> (head: [UInt8], tail: [UInt8], size: Int) {
    try withRegularFile(at: path) { fd, size throws(Problem) in
      let tailStart = max(0, size - tail)
      return (
        try readBytes(fd, at: 0, count: min(head, size)),
        try readBytes(fd, at: tailStart, count: size - tailStart), size
      )
    }
  }

  /// Runs `body` on the regular file at `path`, opened for reading without
  /// blocking (a FIFO cannot hang the reader), with its size; closes it
  /// after. Anything but a regular file is refused.
  private static func withRegularFile<T>(
    at path: String, _ body: (_ fd: Int32, _ size: Int) throws(Problem) -> T
  ) throws(Problem) -> T {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw .cannotRead(lastError()) }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { throw .cannotRead(lastError()) }
    guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
    return try body(fd, Int(status.st_size))
  }

  /// Up to `count` bytes of `fd` from `offset` (fewer when the file is
  /// shorter by then).
  private static func readBytes(
    _ fd: Int32, at offset: Int, count: Int
  ) throws(Problem) -> [UInt8] {
    try filled(count: count) { pread(fd, $0, $1, off_t(offset + $2)) }
  }

  /// Up to `count` bytes, read by `next(into, at most, read so far)` until
  /// it reports the end (0) or `count` bytes are in; a read interrupted by
  /// a signal is tried again. `lines`, when given, measures each read's
  /// bytes and stops at a line too long.
  private static func filled(
    count: Int, inspecting lines: UnsafeMutablePointer<LineLengths>? = nil,
    _ next: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int
  ) throws(Problem) -> [UInt8] {
    // Nothing to read; and `Array(unsafeUninitializedCapacity: 0)` would
    // write into the storage every empty array shares.
    guard count > 0 else { return [] }
    var failure: Int32 = 0
    var tooLong = false
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
      filled = 0
      if let base = buffer.baseAddress { adviseHugePages(base, count: count) }
      while filled < count {
        let n = next(buffer.baseAddress! + filled, count - filled, filled)
        if n > 0 {
          let new = UnsafeBufferPointer(start: buffer.baseAddress! + filled, count: n)
          filled += n
          if let lines, !lines.pointee.inspect(new) {
            tooLong = true
            break
          }
        } else if n == 0 {
          break
        } else if errno != EINTR {
          failure = errno
          break
        }
      }
    }
    if tooLong, let lines { throw .lineTooLongAt(lines.pointee.line) }
    guard failure == 0 else { throw .cannotRead(describe(failure)) }
    return bytes
  }

  private static func filled(
    count: Int, inspecting lines: inout LineLengths,
    _ next: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int
  ) throws(Problem) -> [UInt8] {
    try withUnsafeMutablePointer(to: &lines) { lines throws(Problem) in
      try filled(count: count, inspecting: lines, next)
    }
  }

  /// Asks the kernel to back the whole 2 MiB pages of a large buffer
  /// about to be written with huge pages: one fault per 2 MiB instead of
  /// one per 4 KiB, which a 100 MiB recording otherwise pays 25,000 times.
  /// Only a hint: where it is not honoured nothing changes.
  private static func adviseHugePages(_ base: UnsafeMutablePointer<UInt8>, count: Int) {
    #if os(Linux)
      let huge = 2 << 20
      guard count >= 4 * huge else { return }
      let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
      let end = (Int(bitPattern: base) + count) & ~(huge - 1)
      guard end > start, let region = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(region, end - start, MADV_HUGEPAGE)
    #endif
  }

  /// Creates `path` and its missing parents, like `mkdir -p`.
  static func createDirectories(_ path: String) throws(Problem) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += component
      if mkdir(prefix, 0o755) != 0 {
        let failure = errno
        var status = stat()
        guard failure == EEXIST, stat(prefix, &status) == 0,
          status.st_mode & S_IFMT == S_IFDIR
        else {
          throw .cannotWrite(
            failure == EEXIST
              ? "\(prefix) is not a directory" : "cannot create \(prefix): \(describe(failure))")
        }
      }
      prefix += "/"
    }
  }

  /// Writes what `contents` produces to a temporary file beside `path`
  /// and moves it into place, so that no reader ever sees a partial file.
  ///
  /// - Parameters:
  ///   - replacing: Whether an existing file at `path` is replaced; when
  ///     `false`, an existing file is left alone.
  ///   - contents: Writes the file through the function it is given.
  /// - Returns: `false` when `replacing` is `false` and `path` exists.
  static func writeAtomically(
    to path: String, replacing: Bool,
    contents: (RecordingEncoder.Sink) throws(Problem) -> Void
  ) throws(Problem) -> Bool {
    if replacing, let kind = nonRegularKind(path) { throw .notReplaced(kind) }
    let (directory, name) = split(path)
    let (temporary, fd) = try createTemporary(in: directory, for: name)
    defer { unlink(temporary) }
    do {
      try contents { chunk throws(Problem) in
        var written = 0
        while written < chunk.count {
          let n = write(fd, chunk.baseAddress! + written, chunk.count - written)
          if n >= 0 {
            written += n
          } else if errno != EINTR {
            throw .cannotWrite(lastError())
          }
        }
      }
    } catch {
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw .cannotWrite(lastError()) }
    if replacing {
      // Checked again just before: what appeared meanwhile is not replaced.
      if let kind = nonRegularKind(path) { throw .notReplaced(kind) }
      guard rename(temporary, path) == 0 else { throw .cannotWrite(lastError()) }
      return true
    }
    // A hard link fails rather than replace an existing file.
    if link(temporary, path) == 0 { return true }
    let linkFailure = errno
    if linkFailure == EEXIST { return false }
    guard [EPERM, ENOTSUP, EOPNOTSUPP, ENOSYS, EXDEV, EMLINK].contains(linkFailure) else {
      throw .cannotWrite(describe(linkFailure))
    }
    // A file system without hard links: the unique name has to do.
    var status = stat()
    guard lstat(path, &status) != 0 else { return false }
    guard rename(temporary, path) == 0 else { throw .cannotWrite(lastError()) }
    return true
  }

  /// The marker between a file's name and the unique part of its
  /// temporary name: `.NAME.tmp-PID-RANDOM-N`.
  static let temporaryMarker = ".tmp-"

  /// Creates a new temporary file beside `name` in `directory`, opened for
  /// writing, named `.NAME.tmp-UNIQUE` with `unique`'s next part; a name
  /// taken all the same (`EEXIST`) is tried again with the part after.
  static func createTemporary(
    in directory: String, for name: String, unique: () -> String = uniqueSuffix
  ) throws(Problem) -> (path: String, fd: Int32) {
    for _ in 0..<100 {
      let temporary = "\(directory)/.\(name)\(temporaryMarker)\(unique())"
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd >= 0 { return (temporary, fd) }
      guard errno == EEXIST else { throw .cannotWrite(lastError()) }
    }
    throw .cannotWrite("no free temporary name beside \(name)")
  }

  /// A part of a name no other writer chooses: `PID-RANDOM-N`, the process
  /// id, 64 random bits in hexadecimal (processes in separate PID
  /// namespaces, as containers sharing a volume are, have the same PIDs)
  /// and a counter.
  static func uniqueSuffix() -> String {
    var generator = SystemRandomNumberGenerator()
    let random = String(generator.next() as UInt64, radix: 16)
    let counter = _recordingNameCounter.add(1, ordering: .relaxed).newValue
    return "\(getpid())-\(random)-\(counter)"
  }

  /// What is at `path` when it is there and not a regular file (`a
  /// symbolic link`, `a FIFO`, …), without following a symbolic link;
  /// `nil` for a regular file or nothing.
  static func nonRegularKind(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return kind(of: status.st_mode)
  }

  /// The kind of file `mode` says, as a message names it; `nil` for a
  /// regular file.
  static func kind(of mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFDIR: "a directory"
    case S_IFSOCK: "a socket"
    default: "an unknown kind of file"
    }
  }

  /// The names in `directory` (without `.` and `..`); `nil` when it
  /// cannot be read.
  ///
  /// - Complexity: O(n) in the entries of the directory.
  static func names(in directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// A modification time: seconds and nanoseconds since 1970.
  typealias Time = (seconds: Int, nanoseconds: Int)

  /// When the file at `path` was last modified; `nil` when it is gone
  /// or not a regular file.
  static func modificationTime(_ path: String) -> Time? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      return (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
    #else
      return (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
    #endif
  }

  /// The directory and file name of `path`.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  private static func lastError() -> String { describe(errno) }

  private static func describe(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
