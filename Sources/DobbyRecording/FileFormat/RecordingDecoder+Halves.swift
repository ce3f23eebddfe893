import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A large recording's interaction lines, read in two halves at once.
///
/// Interaction lines are independent of each other, so the second half of
/// them is decoded on another thread, into a copy of the decoder, while
/// this thread decodes the first. Each half stops before the first line
/// that is not a well-formed, terminated interaction line; reading then
/// goes on line by line from there, so a damaged file gives the same
/// error, on the same line, as when read in order.
extension RecordingDecoder {
  /// The interaction bytes left after which a file is read in halves:
  /// 8 MiB, below which a second thread gains too little.
  static let halvesThreshold = 8 << 20

  /// How every interaction line the encoder writes begins.
  private static let interactionPrefix = Array(#"{"kind":"interaction","#.utf8)

  /// Decodes the interaction lines from `offset`, the start of the line
  /// after line `lineNumber`, in two halves at once.
  ///
  /// - Returns: The lines from where the halves stopped.
  /// - Complexity: O(n) in the bytes decoded, over two threads.
  mutating func decodeInteractionsInHalves(
    _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, after lineNumber: Int,
    progress: (_ read: Int, _ total: Int) -> Void
  ) -> RecordingLines {
    let middle = Self.lineStart(in: bytes, atOrAfter: offset + (bytes.count - offset) / 2)
    // The second half's first line says how many interactions come before
    // it; the first half's count checks that once both are done.
    guard middle > offset, let stepsBefore = Self.step(startingLine: middle, in: bytes) else {
      return RecordingLines(bytes, resumingAt: offset, after: lineNumber)
    }
    var second = self
    second.timeline = []
    second.changedAfterRecording = []
    second.stepsBefore = stepsBefore
    second.tokens = []
    second.timeline.reserveCapacity(
      min(header!.interactions, (bytes.count - middle) / 100 + 1))
    let ((secondRun, (secondTimeline, secondChanged)), firstRun) = forkJoin(
      background: {
        let run = second.decodeInteractions(
          bytes, from: middle, to: bytes.count, after: 0, progress: { _, _ in })
        return (run, (second.timeline, second.changedAfterRecording))
      },
      foreground: {
        decodeInteractions(
          bytes, from: offset, to: middle, after: lineNumber, progress: progress)
      })
    let lines = lineNumber + firstRun.lines + secondRun.lines
    // The second half counts only if the first reached it, and if it
    // keeps within the header's count and the line limit; otherwise it
    // is read again in order, which finds the line at fault.
    guard firstRun.stop == middle, timeline.count == stepsBefore,
      timeline.count + secondTimeline.count <= header!.interactions,
      lines <= RecordingFormat.maxLines
    else {
      return RecordingLines(bytes, resumingAt: firstRun.stop, after: lineNumber + firstRun.lines)
    }
    timeline.append(contentsOf: secondTimeline)
    changedAfterRecording.append(contentsOf: secondChanged)
    return RecordingLines(bytes, resumingAt: secondRun.stop, after: lines)
  }

  /// Decodes the interaction lines of `bytes[offset..<end]` while they are
  /// well formed and terminated, numbering them on from `lineNumber`.
  ///
  /// - Returns: Where it stopped (the start of the first line not taken)
  ///   and how many lines it took, blank ones included.
  private mutating func decodeInteractions(
    _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, to end: Int, after lineNumber: Int,
    progress: (_ read: Int, _ total: Int) -> Void
  ) -> (stop: Int, lines: Int) {
    var lines = RecordingLines(
      UnsafeBufferPointer(rebasing: bytes[..<end]), resumingAt: offset, after: lineNumber)
    var (stop, taken) = (offset, 0)
    var nextReport = offset + Self.progressStep / 2
    while let line = lines.next() {
      guard line.number <= RecordingFormat.maxLines, !line.isUnterminated,
        line.bytes.count <= RecordingFormat.maxLineBytes
      else { break }
      if !line.isBlank {
        guard line.bytes.starts(with: Self.interactionPrefix),
          (try? decodeLine(line.bytes, isLast: false)) == true
        else { break }
      }
      (stop, taken) = (line.end, taken + 1)
      // The other half moves as fast: report both.
      if line.end >= nextReport {
        progress(min(offset + 2 * (line.end - offset), bytes.count), bytes.count)
        nextReport = line.end + Self.progressStep / 2
      }
    }
    return (stop, taken)
  }

  /// The `step` of the interaction line at `start`, when the line begins as
  /// the encoder begins one (`{"kind":"interaction","step":12,`, or `"seq"`
  /// in a version-1 file); `nil` otherwise. Only a hint: the line is still
  /// decoded in full.
  static func step(startingLine start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard
      let prefix = [stepPrefix, version1StepPrefix].first(where: { prefix in
        bytes.count - start > prefix.count
          && UnsafeBufferPointer(rebasing: bytes[start..<(start + prefix.count)])
            .elementsEqual(prefix)
      })
    else { return nil }
    var (position, value) = (start + prefix.count, 0)
    while position < bytes.count, position - start - prefix.count < 18,
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
      position += 1
    }
    guard position > start + prefix.count, position < bytes.count,
      bytes[position] == UInt8(ascii: ",")
    else { return nil }
    return value
  }

  private static let stepPrefix = interactionPrefix + Array(#""step":"#.utf8)
  private static let version1StepPrefix = interactionPrefix + Array(#""seq":"#.utf8)

  /// The start of the first line that begins at or after `position`: just
  /// past the next line break (the end of `bytes` when there is none).
  static func lineStart(in bytes: UnsafeBufferPointer<UInt8>, atOrAfter position: Int) -> Int {
    guard position > 0 else { return 0 }
    guard position < bytes.count, let base = bytes.baseAddress else { return bytes.count }
    // A line starts at `position` when the byte before it ends a line.
    let from = position - 1
    guard let found = memchr(base + from, 0x0A, bytes.count - from) else { return bytes.count }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
  }
}
