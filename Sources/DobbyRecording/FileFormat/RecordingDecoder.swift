import DobbyCore

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
    /// The library that wrote the file (`dobby 0.4.0`), when it says.
    var writer: String?
    /// The file's format version: 1 names a step `seq`.
    var version = RecordingFormat.version
  }

  var header: Header?
  var section = Section.header
  var recorders: [RecorderSummary] = []
  var expectations: [ExpectationRecord] = []
  var mismatches: [Mismatch] = []
  var timeline: [TimelineEntry] = []
  /// How many interactions come before `timeline`'s first: 0, but for the
  /// decoder of a file's second half (see ``decodeInteractionsInHalves``).
  var stepsBefore = 0
  /// The interactions whose line says the instance changed after it was
  /// recorded (`changedTo`), in timeline order.
  var changedAfterRecording: [ChangedValue] = []
  /// The interactions other tests recorded, left out of the verdict
  /// (`otherTest` lines).
  var foreignInteractions: [ForeignInteraction] = []
  /// The `source` lines read, and the header's `root`.
  var sourceSnippets: [SourceSnippet] = []
  var sourceRoot: String?
  /// How many lines the `source` lines hold in all.
  var sourceLineCount = 0
  var verification: (passed: Bool, firstDivergence: TimelineStep?, complete: Bool)?
  /// The call site read last, to share its strings with the next.
  var lastCallSite: CallSite?
  /// The tokens of the current line (kept to reuse their memory).
  var tokens: [JSONTape.Token] = []
  /// Labels and type names read lately, shared by the lines that repeat
  /// them.
  var recentStrings = RecentStrings()
  /// An upper bound on the interaction lines the file can hold, so that a
  /// header's count never makes the reader reserve more.
  let lineCountHint: Int

  init(lineCountHint: Int) {
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
    try decodeFile(bytes, path: path, progress: progress).report
  }

  /// As ``decode(_:path:progress:)``, also giving the header's `writer`.
  ///
  /// - Parameter halvesThreshold: With at least this many bytes of
  ///   interaction lines left, they are read in two halves at once (see
  ///   ``decodeInteractionsInHalves(_:from:after:progress:)``).
  static func decodeFile(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, halvesThreshold: Int = halvesThreshold,
    progress: (_ read: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(RecordingFileError) -> (report: VerificationReport, writer: String?) {
    var nextReport = progressStep
    // Every interaction line takes well over 100 bytes.
    var decoder = RecordingDecoder(lineCountHint: bytes.count / 100 + 1)
    var lines = RecordingLines(bytes)
    var halved = false
    while let line = lines.next() {
      guard line.number <= RecordingFormat.maxLines else {
        throw RecordingFileError(path: path, line: line.number, .tooManyLines)
      }
      if line.end >= nextReport {
        progress(line.end, bytes.count)
        nextReport = line.end + progressStep
      }
      guard line.bytes.count <= RecordingFormat.maxLineBytes else {
        throw RecordingFileError(path: path, line: line.number, .lineTooLong)
      }
      if line.isBlank { continue }
      do {
        guard try decoder.decodeLine(line.bytes, isLast: line.isUnterminated) else { break }
      } catch {
        throw RecordingFileError(path: path, line: line.number, error)
      }
      if !halved, decoder.section == .interactions, bytes.count - line.end >= halvesThreshold {
        halved = true
        lines = decoder.decodeInteractionsInHalves(
          bytes, from: line.end, after: line.number, progress: progress)
        nextReport = lines.offset + progressStep
      }
    }
    let lineNumber = lines.lineNumber
    guard decoder.header != nil else { throw RecordingFileError(path: path, line: nil, .empty) }
    progress(bytes.count, bytes.count)
    var report = decoder.report()
    // Where the file stops: its last line, or the one cut short.
    if decoder.verification == nil { report.incompleteAtLine = lineNumber }
    // Only a file of the current version holds the lines the encoder writes.
    let current = decoder.header?.version == RecordingFormat.version
    return (report, current ? decoder.header?.writer : nil)
  }

  /// How many bytes are read between two calls of a `progress` callback:
  /// 1 MiB.
  static let progressStep = 1 << 20

  // MARK: Lines

  /// Decodes one non-blank line.
  ///
  /// - Returns: `false` when the line is the file's last and was cut short.
  mutating func decodeLine(
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
    // Lent out while the line is decoded, so that the tape may write its
    // lookup hints without a copy.
    var tokens: [JSONTape.Token] = []
    swap(&tokens, &self.tokens)
    defer { swap(&tokens, &self.tokens) }
    return try tokens.withUnsafeMutableBufferPointer { tokens throws(Problem) in
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
    let fields = LineFields(object, line: Self.lineKind(kind))
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
      try enter(.interactions, declared: header!.interactions, loaded: stepsBefore + timeline.count)
      timeline.append(try interaction(fields))
    case "verification":
      try enter(.verification, declared: 1, loaded: verification == nil ? 0 : 1)
      let passed = try fields.bool("passed")
      // A verification passes only without mismatches: a file that says
      // otherwise lies, and must not pass CI.
      if passed && !mismatches.isEmpty {
        throw Self.falsePass(fields.path("passed"), mismatches.count)
      }
      // At most the step count: a divergence at the end is an unfulfilled
      // expectation.
      let divergence = try fields.optionalInt("firstDivergence")
      if let divergence, !(0...timeline.count).contains(divergence) {
        throw .outOfRange(
          fields.path("firstDivergence"), divergence, count: timeline.count, of: "interaction")
      }
      // `false` when the report was written from a file cut short.
      verification = (
        passed, divergence.map(TimelineStep.init(index:)),
        try fields.optionalBool("complete") ?? true
      )
    case "otherTest":
      // Optional, in any place after the header: files without them, and
      // readers that ignore them, lose only the warning.
      foreignInteractions.append(
        ForeignInteraction(
          recorder: try fields.string("recorder"), index: try fields.int("index"),
          value: try fields.string("value"), test: try fields.string("test"),
          callSite: try callSite(try fields.object("callSite"))))
    case "source":
      // Optional, in any place after the header, as `otherTest`.
      try source(fields)
    default:
      break  // A line kind from a later version: ignored.
    }
    return true
  }

  /// A closing line that says `passed` although the recording holds
  /// `mismatches` mismatches.
  static func falsePass(_ field: String, _ mismatches: Int) -> Problem {
    .invalidValue(
      field, "is true, but the recording holds \(Problem.count(mismatches, "mismatch"))")
  }

  /// The kind of line `kind` names, as ``LineFields/line`` holds it;
  /// `nil` for a kind this version does not read.
  private static func lineKind(_ kind: String) -> StaticString? {
    switch kind {
    case "interaction": "interaction"
    case "mismatch": "mismatch"
    case "expectation": "expectation"
    case "recorder": "recorder"
    case "verification": "verification"
    case "otherTest": "otherTest"
    case "source": "source"
    default: nil
    }
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
    guard version >= 1 else { throw .unsupportedVersion(String(version)) }
    let limit = RecordingFormat.maxLines
    header = Header(
      title: try fields.string("title"),
      mode: PatternMode(strict: try fields.bool("strict"), ordered: try fields.bool("ordered")),
      clockCut: try fields.timestamp("clockCut"),
      recorders: try fields.count("recorders", limit: limit),
      expectations: try fields.count("expectations", limit: limit),
      mismatches: try fields.count("mismatches", limit: limit),
      interactions: try fields.count("interactions", limit: limit),
      writer: try fields.optionalString("writer"), version: version)
    if let site = try fields.optionalObject("verifiedAt") {
      header!.verifiedAt = try callSite(site)
    }
    sourceRoot = try fields.optionalString("root")
    if let timeout = try fields.optionalObject("timedOut") {
      header!.timedOut = Timeout(
        milliseconds: try timeout.int("milliseconds"),
        startTick: try timeout.timestamp("startTick"),
        ending: try waitEnding(timeout))
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
      ?? mismatches.first.map {
        TimelineStep(index: min($0.step?.index ?? timeline.count, timeline.count))
      }
    var report = VerificationReport(
      title: header.title, mode: header.mode, clockCut: header.clockCut, recorders: recorders,
      expectations: expectations, timeline: timeline, mismatches: mismatches,
      firstDivergence: divergence, passed: passed, isComplete: verification?.complete ?? false,
      verifiedAt: header.verifiedAt, timedOut: header.timedOut)
    report.changedAfterRecording = changedAfterRecording
    report.foreignInteractions = foreignInteractions
    report.sourceSnippets = sourceSnippets
    report.sourceRoot = sourceRoot
    return report
  }
}

extension RecordingDecoder {
  /// A `timedOut` object's `ending`: `"final"` with the `step` that made
  /// the verdict final, `"cancelled"`, or (absent, or a kind this reader
  /// does not know) the deadline.
  fileprivate func waitEnding(_ timeout: LineFields) throws(Problem) -> Timeout.Ending {
    switch try timeout.optionalString("ending") {
    case "final":
      let step = try timeout.optionalInt("step") ?? Int.max
      return .final(step: TimelineStep(index: step >= 0 ? step : Int.max))
    case "cancelled": return .cancelled
    default: return .deadline
    }
  }
}
