import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The recordings in a directory: its regular `*.dobby.jsonl` files, and
/// the entries of that name it skipped because they are something else
/// (a symbolic link, a FIFO, a device, a directory), each with the reason.
///
/// Listing reads the directory and the status of each entry, never a
/// file's contents, so it costs the same for recordings of any size.
///
/// ```swift
/// let listing = try RecordingDirectory(path: "recordings")
/// for skipped in listing.skipped { print(skipped) }
/// ```
/// ```text
/// recordings/link.dobby.jsonl: skipped: a symbolic link to a FIFO; only regular files are read
/// ```
public struct RecordingDirectory: Sendable, Hashable {
  /// A regular recording file.
  public struct File: Sendable, Hashable {
    /// The file's name.
    public var name: String
    /// The directory's path and the name.
    public var path: String
    /// When it was last modified, in seconds since 1970.
    public var modified: Double
    /// Its size in bytes.
    public var size: Int
  }

  /// An entry named like a recording that is not a regular file.
  public struct Skipped: Sendable, Hashable, CustomStringConvertible {
    /// The directory's path and the entry's name.
    public var path: String
    /// What it is: `a FIFO`, `a symbolic link to a regular file`, `a
    /// symbolic link loop`, …
    public var kind: String

    /// `PATH: skipped: KIND; only regular files are read`.
    public var description: String {
      DisplayText.escape(path) + ": skipped: \(kind); only regular files are read"
    }
  }

  /// The directory's path, as given.
  public var path: String
  /// The regular recording files, in no particular order.
  public var files: [File]
  /// The entries named like recordings that were skipped, in name order.
  public var skipped: [Skipped]

  /// Lists the directory at `path`.
  ///
  /// - Throws: ``RecordingFileError`` when the directory cannot be read.
  /// - Complexity: O(n) in the entries of the directory.
  public init(path: String) throws {
    guard let names = FileSystem.names(in: path) else {
      throw RecordingFileError(path: path, line: nil, .cannotRead("cannot read the directory"))
    }
    self.path = path
    files = []
    skipped = []
    let prefix = path.hasSuffix("/") ? path : path + "/"
    for name in names where name.hasSuffix(RecordingFormat.fileExtension) {
      let full = prefix + name
      var status = stat()
      // Gone meanwhile: nothing to list or to say.
      guard lstat(full, &status) == 0 else { continue }
      if let kind = Self.kind(status, at: full) {
        skipped.append(Skipped(path: full, kind: kind))
        continue
      }
      files.append(
        File(name: name, path: full, modified: Self.seconds(status), size: Int(status.st_size)))
    }
    skipped.sort { $0.path < $1.path }
  }

  /// What the entry at `path` with `status` (not followed) is, when it is
  /// not a regular file.
  private static func kind(_ status: stat, at path: String) -> String? {
    guard status.st_mode & S_IFMT == S_IFLNK else { return FileSystem.kind(of: status.st_mode) }
    var target = stat()
    guard stat(path, &target) == 0 else {
      return errno == ELOOP ? "a symbolic link loop" : "a symbolic link to nothing"
    }
    let kind = FileSystem.kind(of: target.st_mode) ?? "a regular file"
    return "a symbolic link to " + kind
  }

  private static func seconds(_ status: stat) -> Double {
    #if canImport(Darwin)
      Double(status.st_mtimespec.tv_sec) + Double(status.st_mtimespec.tv_nsec) / 1e9
    #else
      Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    #endif
  }
}
