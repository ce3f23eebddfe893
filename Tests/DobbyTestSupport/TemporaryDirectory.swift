public import Foundation

/// A fresh directory under the system's temporary directory, removed when
/// the test is done with it.
public final class TemporaryDirectory {
  public let path: String

  public init() throws {
    var base = NSTemporaryDirectory()
    if base.hasSuffix("/") { base.removeLast() }
    var template = Array("\(base)/dobby-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else { throw TemporaryDirectoryError(base: base) }
    path = String(cString: made)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// A file URL for `name` in the directory.
  public func url(_ name: String) -> URL { URL(fileURLWithPath: path + "/" + name) }

  /// The names of the files in the directory, sorted.
  public func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Writes `bytes` to `name` and returns its URL.
  public func write(_ bytes: [UInt8], to name: String = "input.dobby.jsonl") throws -> URL {
    let url = url(name)
    try Data(bytes).write(to: url)
    return url
  }
}

/// The temporary directory could not be made.
public struct TemporaryDirectoryError: Error, CustomStringConvertible {
  public let base: String
  public var description: String { "cannot make a temporary directory under \(base)" }
}
