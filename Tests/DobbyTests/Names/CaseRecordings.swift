import Dobby
import DobbyTestSupport
import Foundation
import Synchronization
import Testing

/// A directory that the cases of one parameterised test save into
/// together, and the recordings their failure messages named: each case
/// checks, after its own save, that every recording named so far still
/// exists, so the last case to finish checks them all. The last case
/// removes the directory.
final class CaseRecordings: Sendable {
  /// The directory, made under the system's temporary directory.
  let directory: String
  /// How many cases save.
  let cases: Int
  private let named = Mutex<[String]>([])

  init(cases: Int) {
    var base = NSTemporaryDirectory()
    if base.hasSuffix("/") { base.removeLast() }
    var template = Array("\(base)/dobby-test-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    directory = made.map { String(cString: $0) } ?? "/nonexistent/dobby-test"
    self.cases = cases
  }

  /// The store that `verify()` saves into: the default keep of 20.
  var store: RecordingStore { RecordingStore(directory: directory) }

  /// Runs `verify` (which must fail once) with `verify()` saving here,
  /// and returns the path that its failure message names.
  func failing(_ verify: () -> Void) -> String? {
    let path = Mutex<String?>(nil)
    Verification.$recordingStore.withValue(store) {
      withKnownIssue {
        verify()
      } matching: { issue in
        let line = issue.text.split(separator: "\n").first { $0.hasPrefix("recording: ") }
        path.withLock { $0 = line.map { String($0.dropFirst("recording: ".count)) } }
        return line != nil
      }
    }
    return path.withLock { $0 }
  }

  /// Adds `path` to the named recordings and returns those that no longer
  /// exist; the last of ``cases`` removes the directory after checking.
  func nameAndFindMissing(_ path: String) -> [String] {
    let (all, last) = named.withLock { named in
      named.append(path)
      return (named, named.count == cases)
    }
    let missing = all.filter { !FileManager.default.fileExists(atPath: $0) }
    if last { try? FileManager.default.removeItem(atPath: directory) }
    return missing
  }
}
