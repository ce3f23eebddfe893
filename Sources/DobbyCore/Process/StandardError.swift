#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard error, written without buffering.
package enum StandardError {
  /// Writes `text` and a line break (unless it ends with one).
  package static func print(_ text: String) {
    var text = text
    if !text.hasSuffix("\n") { text += "\n" }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
