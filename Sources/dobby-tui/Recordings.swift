import DobbyCore
import DobbyRecording
import Foundation

/// Finding and reading recordings on disk.
enum Recordings {
  /// A recording file in a directory listing.
  struct File {
    var url: URL
    var modified: Date
    var size: Int
  }

  /// Where `verify()` saves recordings: `$DOBBY_RECORDINGS`, else
  /// `.dobby/recordings` (``RecordingStore/directory(environment:)``).
  static var defaultDirectory: String {
    RecordingStore.directory(environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `path` names a directory (`nil` when it names nothing).
  static func isDirectory(_ path: String) -> Bool? {
    var directory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &directory) else { return nil }
    return directory.boolValue
  }

  /// The `*.dobby.jsonl` files in `directory`, newest first.
  ///
  /// - Throws: ``LaunchError`` when the directory cannot be read.
  static func list(_ directory: String) throws(LaunchError) -> [File] {
    let url = URL(fileURLWithPath: directory, isDirectory: true)
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    let contents: [URL]
    do {
      contents = try FileManager.default.contentsOfDirectory(
        at: url, includingPropertiesForKeys: keys)
    } catch {
      throw LaunchError("\(directory): cannot read the directory")
    }
    let files = contents.compactMap { file -> File? in
      guard file.lastPathComponent.hasSuffix(".dobby.jsonl"),
        let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
      else { return nil }
      return File(
        url: file, modified: values.contentModificationDate ?? .distantPast,
        size: values.fileSize ?? 0)
    }
    return files.sorted {
      $0.modified != $1.modified
        ? $0.modified > $1.modified : $0.url.lastPathComponent > $1.url.lastPathComponent
    }
  }

  /// Reads the recording at `path`.
  ///
  /// - Throws: ``LaunchError`` whose message is the reader's one line:
  ///   `FILE:LINE: what is wrong`.
  static func load(_ path: String) throws(LaunchError) -> VerificationReport {
    do {
      return try VerificationReport(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw LaunchError("\(error)")
    }
  }
}
