#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of a recording's bytes, split as every reader splits them: a
/// leading UTF-8 byte order mark is skipped, lines end at byte 0x0A, and a
/// trailing 0x0D is dropped. A final line break ends the last line; it
/// does not start another.
struct RecordingLines: Sequence, IteratorProtocol {
  /// One line.
  struct Line {
    /// Its 1-based number in the file.
    let number: Int
    /// Its bytes, without the line break.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset just past its line break: how far the file has been read.
    let end: Int
    /// Whether it is the file's last line and has no line break.
    let isUnterminated: Bool

    /// Whether it holds nothing but spaces and tabs (or nothing).
    var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var start = 0
  private var number = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
  }

  /// The lines of `bytes` from `offset`, the start of a line, numbered on
  /// from `lineNumber`, the number of the line before it.
  init(_ bytes: UnsafeBufferPointer<UInt8>, resumingAt offset: Int, after lineNumber: Int) {
    self.bytes = bytes
    start = offset
    number = lineNumber
  }

  /// Where the next line starts: how far the file has been read.
  var offset: Int { start }

  /// The number of the line read last (0 before the first).
  var lineNumber: Int { number }

  mutating func next() -> Line? {
    guard start < bytes.count else { return nil }
    number += 1
    let newline = find(0x0A, from: start)
    var end = newline ?? bytes.count
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
    start = Swift.min((newline ?? bytes.count) + 1, bytes.count)
    return Line(number: number, bytes: line, end: start, isUnterminated: newline == nil)
  }

  /// The index of the first `byte` at or after `start`.
  private func find(_ byte: UInt8, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
