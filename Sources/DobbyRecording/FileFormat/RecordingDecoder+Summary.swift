import DobbyCore

extension RecordingDecoder {
  /// The summary of a recording from the first and the last bytes of its
  /// file: the lines of `head` are decoded up to the first interaction,
  /// and the last whole line of `tail` is read as the closing line.
  static func summary(
    head: UnsafeBufferPointer<UInt8>, tail: UnsafeBufferPointer<UInt8>, size: Int, path: String
  ) throws(RecordingFileError) -> RecordingSummary {
    let tailIsWholeFile = tail.count == size
    var decoder = RecordingDecoder(lineCountHint: 1)
    for line in RecordingLines(head) where !line.isBlank {
      // A line the head cuts short is past the mismatches anyway, unless
      // they run on beyond it.
      if line.isUnterminated && head.count < size { break }
      do {
        guard try decoder.decodeLine(line.bytes, isLast: line.isUnterminated) else { break }
      } catch {
        throw RecordingFileError(path: path, line: line.number, error)
      }
      if decoder.section >= .interactions { break }
    }
    guard let header = decoder.header else {
      // A header longer than the head read is not an empty file.
      let problem = head.count < size ? RecordingSummary.headTooShort : .empty
      throw RecordingFileError(path: path, line: nil, problem)
    }
    guard decoder.section >= .interactions || decoder.mismatches.count == header.mismatches
    else {
      throw RecordingFileError(path: path, line: nil, RecordingSummary.headTooShort)
    }
    let first = decoder.mismatches.min {
      ($0.step?.index ?? .max) < ($1.step?.index ?? .max)
    }
    let passed = closingLine(tail, wholeFile: tailIsWholeFile)
    if passed == true && header.mismatches > 0 {
      throw RecordingFileError(path: path, line: nil, falsePass("passed", header.mismatches))
    }
    return RecordingSummary(
      title: header.title, interactionCount: header.interactions, firstMismatch: first?.kind,
      passed: passed)
  }

  /// `passed` of the last line of `tail` when it is a complete closing
  /// line; `nil` otherwise. The first line of a tail that starts inside
  /// the file may be cut, so it is never the one read.
  private static func closingLine(_ tail: UnsafeBufferPointer<UInt8>, wholeFile: Bool) -> Bool? {
    var last: RecordingLines.Line?
    var lines = RecordingLines(tail)
    while let line = lines.next() {
      if line.number == 1 && !wholeFile { continue }
      if !line.isBlank { last = line }
    }
    guard let line = last, !line.isUnterminated || wholeFile else { return nil }
    var tokens: [JSONTape.Token] = []
    guard (try? JSONParser.parse(line.bytes, into: &tokens)) != nil else { return nil }
    return tokens.withUnsafeMutableBufferPointer { tokens -> Bool? in
      let tape = JSONTape(tokens: tokens, bytes: line.bytes)
      guard case .object(let object) = tape.root else { return nil }
      let fields = LineFields(object, line: "verification")
      guard (try? fields.string("kind", equals: "verification")) == true,
        (try? fields.optionalBool("complete")) != false
      else { return nil }
      return try? fields.bool("passed")
    }
  }
}
