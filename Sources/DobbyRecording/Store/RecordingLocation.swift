import Foundation

/// Where a recording file is: the path to open, and the path to name in
/// messages (as the caller gave it).
struct RecordingLocation {
  /// The path handed to the file system.
  let system: String
  /// The path errors name.
  let display: String

  /// The file at `path`, named in messages as given.
  init(path: String) {
    system = path
    display = path
  }

  /// The file `url` names; anything but a file URL is refused.
  init(_ url: URL) throws(RecordingFileError) {
    guard url.isFileURL else {
      throw RecordingFileError(
        path: url.absoluteString, line: nil, .cannotRead("not a file URL"))
    }
    system = url.path(percentEncoded: false)
    display = url.relativePath
  }

  /// `operation` on the path to open; what goes wrong becomes one error
  /// naming the file.
  func attempt<T>(
    _ operation: (_ path: String) throws(RecordingFileError.Problem) -> T
  ) throws(RecordingFileError) -> T {
    do {
      return try operation(system)
    } catch .lineTooLongAt(let line) {
      throw RecordingFileError(path: display, line: line, .lineTooLong)
    } catch {
      throw RecordingFileError(path: display, line: nil, error)
    }
  }
}
