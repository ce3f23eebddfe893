import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a recording back into a ``VerificationReport``, checking every
/// line as untrusted input.
///
/// Lines are split on byte 0x0A (a trailing 0x0D is dropped) and must come
/// in sections: the header, recorders, expectations, mismatches,
/// interactions, and the closing `verification` line. Lines of unknown
/// kinds and unknown fields are ignored. A file without its closing line,
/// or whose last line was cut short, gives what it has with
/// ``VerificationReport/isComplete`` `false`.
struct RecordingDecoder {
  typealias Problem = RecordingFileError.Problem

  /// The sections of a recording, in the order they must come.
  enum Section: Int, Comparable {
    case header, recorders, expectations, mismatches, interactions, verification

    static func < (lhs: Section, rhs: Section) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The line kind of the section's lines.
    var kind: String {
      switch self {
      case .header: "header"
      case .recorders: "recorder"
      case .expectations: "expectation"
      case .mismatches: "mismatch"
      case .interactions: "interaction"
      case .verification: "verification"
      }
    }
  }

  /// What the header line says.
  struct Header {
    var title: String
    var mode: PatternMode
    var clockCut: UInt64
    var recorders: Int
    var expectations: Int
    var mismatches: Int
    var interactions: Int
    var verifiedAt: CallSite?
    var timedOut: Timeout?
  }

  var header: Header?
  var section = Section.header
  var recorders: [RecorderSummary] = []
  var expectations: [ExpectationRecord] = []
  var mismatches: [Mismatch] = []
  var timeline: [TimelineEntry] = []
  var verification: (passed: Bool, firstDivergence: Int?, complete: Bool)?
  /// The call site read last, to share its strings with the next.
  var lastCallSite: CallSite?
  /// The tokens of the current line (kept to reuse their memory).
  var tokens: [JSONTape.Token] = []
  /// An upper bound on the interaction lines the file can hold, so that a
  /// header's count never makes the reader reserve more.
  let lineCountHint: Int

  private init(lineCountHint: Int) {
    self.lineCountHint = lineCountHint
  }

  /// The report that `bytes`, the contents of the file at `path`, hold.
  ///
  /// - Throws: ``RecordingFileError`` naming the first line that is
  ///   malformed, out of place or out of bounds.
  /// - Complexity: O(n) in the size of the file.
  /// - Parameter progress: called with the bytes read so far and the
  ///   total, each time another ``progressStep`` bytes are read and once
  ///   at the end.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String,
    progress: (_ read: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(RecordingFileError) -> VerificationReport {
    var start = 0
    var nextReport = progressStep
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
    // Every interaction line takes well over 100 bytes.
    var decoder = RecordingDecoder(lineCountHint: bytes.count / 100 + 1)
    var lineNumber = 0
    var truncated = false
    while start < bytes.count, !truncated {
      lineNumber += 1
      guard lineNumber <= RecordingFormat.maxLines else {
        throw RecordingFileError(path: path, line: lineNumber, .tooManyLines)
      }
      let newline = Self.find(0x0A, in: bytes, from: start)
      if newline == start {
        start += 1
        continue
      }
      var end = newline ?? bytes.count
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
      start = (newline ?? bytes.count) + 1
      if start >= nextReport {
        progress(min(start, bytes.count), bytes.count)
        nextReport = start + progressStep
      }
      guard line.count <= RecordingFormat.maxLineBytes else {
        throw RecordingFileError(path: path, line: lineNumber, .lineTooLong)
      }
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
      do {
        truncated = try !decoder.decodeLine(line, isLast: newline == nil)
      } catch {
        throw RecordingFileError(path: path, line: lineNumber, error)
      }
    }
    guard decoder.header != nil else { throw RecordingFileError(path: path, line: nil, .empty) }
    progress(bytes.count, bytes.count)
    var report = decoder.report()
    // Where the file stops: its last line, or the one cut short.
    if decoder.verification == nil { report.incompleteAtLine = lineNumber }
    return report
  }

  /// How many bytes are read between two calls of a `progress` callback:
  /// 1 MiB.
  static let progressStep = 1 << 20

  // MARK: Lines

  /// Decodes one non-blank line.
  ///
  /// - Returns: `false` when the line is the file's last and was cut short.
  private mutating func decodeLine(
    _ line: UnsafeBufferPointer<UInt8>, isLast: Bool
  ) throws(Problem) -> Bool {
    do {
      try JSONParser.parse(line, into: &tokens)
    } catch {
      switch error {
      case .tooDeep: throw .tooDeep
      case .syntax(let why, let cutShort):
        if cutShort, isLast, header != nil { return false }
        throw .notJSON(why)
      }
    }
    let tokens = self.tokens
    return try tokens.withUnsafeBufferPointer { tokens throws(Problem) in
      try decode(JSONTape(tokens: tokens, bytes: line))
    }
  }

  /// Decodes one parsed line.
  private mutating func decode(_ tape: JSONTape) throws(Problem) -> Bool {
    let value = tape.root
    guard case .object(let object) = value else { throw .notObject(value.kindDescription) }
    guard header != nil else {
      try decodeHeader(LineFields(object, line: "header"))
      section = .recorders
      return true
    }
    let kind = try LineFields(object, line: nil).string("kind")
    let fields = LineFields(object, line: kind)
    switch kind {
    case "header": throw .secondHeader
    case "recorder":
      try enter(.recorders, declared: header!.recorders, loaded: recorders.count)
      recorders.append(try recorder(fields))
    case "expectation":
      try enter(.expectations, declared: header!.expectations, loaded: expectations.count)
      expectations.append(try expectation(fields))
    case "mismatch":
      try enter(.mismatches, declared: header!.mismatches, loaded: mismatches.count)
      mismatches.append(try mismatch(fields))
    case "interaction":
      try enter(.interactions, declared: header!.interactions, loaded: timeline.count)
      timeline.append(try interaction(fields))
    case "verification":
      try enter(.verification, declared: 1, loaded: verification == nil ? 0 : 1)
      let passed = try fields.bool("passed")
      // At most the step count: a divergence at the end is an unfulfilled
      // expectation.
      let divergence = try fields.optionalInt("firstDivergence")
      if let divergence, !(0...timeline.count).contains(divergence) {
        throw .outOfRange(
          fields.path("firstDivergence"), divergence, count: timeline.count, of: "interaction")
      }
      // `false` when the report was written from a file cut short.
      verification = (passed, divergence, try fields.optionalBool("complete") ?? true)
    default:
      break  // A line kind from a later version: ignored.
    }
    return true
  }

  /// Moves to `next`'s section, checking that the sections it closes hold
  /// as many lines as the header declares and that this one has room.
  private mutating func enter(
    _ next: Section, declared: Int, loaded: Int
  ) throws(Problem) {
    if section == .verification { throw .afterEnd }
    if next < section { throw .outOfOrder(next.kind, after: section.kind) }
    while section < next {
      let (declared, found) = counts(of: section)
      guard found == declared else { throw .tooFew(section.kind, declared: declared, found: found) }
      section = Section(rawValue: section.rawValue + 1)!
    }
    guard loaded < declared else { throw .tooMany(next.kind, declared: declared) }
  }

  private func counts(of section: Section) -> (declared: Int, found: Int) {
    guard let header else { return (0, 0) }
    switch section {
    case .header, .verification: return (0, 0)
    case .recorders: return (header.recorders, recorders.count)
    case .expectations: return (header.expectations, expectations.count)
    case .mismatches: return (header.mismatches, mismatches.count)
    case .interactions: return (header.interactions, timeline.count)
    }
  }

  private mutating func decodeHeader(_ fields: LineFields) throws(Problem) {
    guard let format = fields.optional("format") else { throw .missingHeader }
    guard case .string(let name) = format else {
      throw fields.wrongType("format", "a string", format)
    }
    guard name.text == RecordingFormat.name else { throw .wrongFormat(name.text) }
    let versionValue = try fields.required("version")
    guard case .number(let number) = versionValue, case .integer = number else {
      throw fields.wrongType("version", "an integer", versionValue)
    }
    guard let version = number.int, version <= RecordingFormat.version else {
      throw .newerVersion(number.int.map(String.init) ?? "beyond 64 bits")
    }
    guard version == RecordingFormat.version else { throw .unsupportedVersion(String(version)) }
    let limit = RecordingFormat.maxLines
    header = Header(
      title: try fields.string("title"),
      mode: PatternMode(strict: try fields.bool("strict"), ordered: try fields.bool("ordered")),
      clockCut: try fields.timestamp("clockCut"),
      recorders: try fields.count("recorders", limit: limit),
      expectations: try fields.count("expectations", limit: limit),
      mismatches: try fields.count("mismatches", limit: limit),
      interactions: try fields.count("interactions", limit: limit))
    if let site = try fields.optionalObject("verifiedAt") {
      header!.verifiedAt = try callSite(site)
    }
    if let timeout = try fields.optionalObject("timedOut") {
      header!.timedOut = Timeout(
        milliseconds: try timeout.int("milliseconds"), startTick: try timeout.timestamp("startTick")
      )
    }
    // Never trust a count for memory: reserve at most one entry per line.
    timeline.reserveCapacity(min(header!.interactions, lineCountHint))
  }

  /// The report of the lines read; incomplete when the closing line is
  /// missing (it never counts as passed, and its first divergence is that
  /// of the first mismatch it holds).
  private func report() -> VerificationReport {
    let header = header!
    let passed = verification?.passed ?? false
    let divergence =
      verification.map(\.firstDivergence)
      ?? mismatches.first.map { min($0.step ?? timeline.count, timeline.count) }
    return VerificationReport(
      title: header.title, mode: header.mode, clockCut: header.clockCut, recorders: recorders,
      expectations: expectations, timeline: timeline, mismatches: mismatches,
      firstDivergence: divergence, passed: passed, isComplete: verification?.complete ?? false,
      verifiedAt: header.verifiedAt, timedOut: header.timedOut)
  }

  // MARK: Bytes

  /// The index of the first `byte` at or after `start`.
  private static func find(
    _ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
