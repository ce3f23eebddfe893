import DobbyCore

/// Writes a ``VerificationReport`` as a version-1 recording: a header line,
/// then one line per recorder, expectation, mismatch and interaction, then
/// a closing `verification` line.
///
/// Keys come in a fixed order (`kind` first, so lines grep well), so the
/// same report always gives the same bytes.
///
/// These line objects are the report's one JSON schema: a recording holds
/// them one per line, and `--format json` writes the same objects as the
/// elements of one JSON array (``Framing``).
struct RecordingEncoder {
  typealias Problem = RecordingFileError.Problem
  typealias Sink = (UnsafeRawBufferPointer) throws(Problem) -> Void

  /// How the line objects are laid out.
  enum Framing {
    /// A recording: one object per line, each ended by a line break; the
    /// report must be consistent, and every line within the reader's size
    /// limit, so that it reads back.
    case lines
    /// One JSON document: the same objects as the elements of an array,
    /// one per line. Written as the report is, consistent or not (a report
    /// read from a file cut short is not).
    case document
  }

  private var writer: JSONWriter
  private let sink: Sink
  private let framing: Framing
  private var lineStart = 0
  private var lineCount = 0
  /// Bytes gathered before they go to the sink.
  static let chunkSize = 1 << 20

  private init(framing: Framing, sink: @escaping Sink) {
    writer = JSONWriter(capacity: Self.chunkSize + 4096)
    self.framing = framing
    self.sink = sink
  }

  /// The recording of `report`.
  ///
  /// - Throws: See ``encode(_:to:)``.
  static func encode(
    _ report: VerificationReport, framing: Framing = .lines
  ) throws(Problem) -> [UInt8] {
    var bytes: [UInt8] = []
    try encode(report, framing: framing) { chunk throws(Problem) in
      bytes.append(contentsOf: chunk)
    }
    return bytes
  }

  /// Writes the recording of `report` (or, framed as a `document`, its
  /// JSON) to `sink` in chunks of about 1 MiB.
  ///
  /// - Throws: For `lines`, ``RecordingFileError/Problem/inconsistentReport(_:)``
  ///   when the report breaks an invariant a reader checks (a reference out
  ///   of range, a sequence number out of place, a line over the size
  ///   limit); in any framing, what `sink` throws.
  /// - Complexity: O(n) in the size of the report.
  static func encode(
    _ report: VerificationReport, framing: Framing = .lines, to sink: Sink
  ) throws(Problem) {
    if framing == .lines { try ReportConsistency.check(report) }
    try withoutActuallyEscaping(sink) { sink throws(Problem) in
      var encoder = RecordingEncoder(framing: framing, sink: sink)
      try encoder.write(report)
    }
  }

  private mutating func write(_ report: VerificationReport) throws(Problem) {
    if framing == .document { writer.separator("[\n") }
    try header(report)
    for recorder in report.recorders { try self.recorder(recorder) }
    for expectation in report.expectations { try self.expectation(expectation) }
    for (index, mismatch) in report.mismatches.enumerated() {
      try self.mismatch(mismatch, index: index, reason: report.reason(of: mismatch))
    }
    for snippet in report.sourceSnippets where snippet.file == nil { try source(snippet) }
    var changed: [TimelineStep: ValueTree] = [:]
    for value in report.changedAfterRecording { changed[value.step] = value.current }
    for (index, entry) in report.timeline.enumerated() {
      try interaction(entry, changedTo: changed.isEmpty ? nil : changed[TimelineStep(index: index)])
    }
    for foreign in report.foreignInteractions { try otherTest(foreign) }
    try verification(report)
    if framing == .document { writer.separator("\n]\n") }
    if writer.buffer.count > 0 { try sink(writer.buffer.bytes) }
  }

  private mutating func header(_ report: VerificationReport) throws(Problem) {
    try line { writer in
      writer.field("format", RecordingFormat.name)
      writer.field("version", RecordingFormat.version)
      writer.field("writer", RecordingFormat.writer)
      writer.field("kind", "header")
      writer.field("title", VerificationReport.elidedName(report.title))
      writer.field("strict", report.mode.strict)
      writer.field("ordered", report.mode.ordered)
      writer.key("clockCut")
      writer.timestamp(report.clockCut)
      writer.field("recorders", report.recorders.count)
      writer.field("expectations", report.expectations.count)
      writer.field("mismatches", report.mismatches.count)
      writer.field("interactions", report.timeline.count)
      if let site = report.verifiedAt { writer.field("verifiedAt", site) }
      if let root = report.sourceRoot { writer.field("root", root) }
      if let timeout = report.timedOut {
        writer.object("timedOut") { writer in
          writer.field("milliseconds", timeout.milliseconds)
          writer.key("startTick")
          writer.timestamp(timeout.startTick)
          switch timeout.ending {
          case .deadline: break
          case .final(let step):
            writer.field("ending", "final")
            writer.field("step", step.index)
          case .cancelled: writer.field("ending", "cancelled")
          }
        }
      }
    }
  }

  /// A `source` line: a few lines of a file the report names, so that a
  /// recording opened where the file is not still shows the code.
  private mutating func source(_ snippet: SourceSnippet) throws(Problem) {
    try line("source") { writer in
      writer.field("path", snippet.path)
      writer.field("line", snippet.firstLine)
      writer.array("lines") { writer in
        for line in snippet.lines { writer.string(line) }
      }
    }
  }

  private mutating func recorder(_ recorder: RecorderSummary) throws(Problem) {
    try line("recorder") { writer in
      writer.field("id", recorder.id)
      writer.field("name", VerificationReport.elidedName(recorder.name))
      writer.field("valueType", recorder.valueType)
    }
  }

  private mutating func expectation(_ expectation: ExpectationRecord) throws(Problem) {
    try line("expectation") { writer in
      writer.field("id", expectation.id)
      writer.field("rule", expectation.kind.rawValue)
      writer.field("recorder", expectation.recorder)
      writer.field("matcher", expectation.matcher)
      writer.key("cardinality")
      writer.cardinality(expectation.cardinality)
      writer.field("matchCount", expectation.matchCount)
      if !expectation.after.isEmpty {
        writer.array("after") { writer in
          for id in expectation.after { writer.expectationID(id) }
        }
      }
      writer.field("callSite", expectation.callSite)
      if let reason = expectation.reason { writer.field("reason", reason) }
    }
  }

  private mutating func mismatch(
    _ mismatch: Mismatch, index: Int, reason: String?
  ) throws(Problem) {
    try line("mismatch") { writer in
      writer.field("index", index)
      writer.field("code", mismatch.code)
      // The rule's reason again, beside the code (readers take it from the
      // expectation line).
      if let reason { writer.field("reason", reason) }
      writer.field("mismatch", mismatch.kind.rawValue)
      writer.field("step", mismatch.step)
      writer.field("expectation", mismatch.expectation)
      writer.field("due", mismatch.due)
      writer.field("predecessor", mismatch.predecessor)
      writer.field("predecessorStep", mismatch.predecessorStep)
      if let miss = mismatch.nearestMiss { writer.field("nearestMiss", miss) }
      if let reaction = mismatch.reaction { writer.field("reaction", reaction) }
    }
  }

  /// An interaction's line, with `changedTo`, the class instance as it was
  /// at verification when it changed after it was recorded. A value too
  /// large for a line is saved elided, never dropped: the line is written
  /// again with the trees cut to half as many nodes and strings half as
  /// long, until it fits.
  private mutating func interaction(
    _ entry: TimelineEntry, changedTo current: ValueTree?
  ) throws(Problem) {
    let summary = entry.value.summary(limit: 80)
    var value = entry.value
    var changed = current
    var limits = ValueTree.Limits.standard
    while true {
      interactionLine(entry, value: value, summary: summary, changedTo: changed)
      let fits = writer.buffer.count - lineStart <= RecordingFormat.maxLineBytes
      guard !fits, framing == .lines, limits.maxNodes > 1 || limits.maxStringLength > 16 else {
        break
      }
      limits.maxNodes = max(1, limits.maxNodes / 2)
      limits.maxStringLength = max(16, limits.maxStringLength / 2)
      value = entry.value.pruned(
        maxNodes: limits.maxNodes, maxStringLength: limits.maxStringLength)
      changed = current?.pruned(
        maxNodes: limits.maxNodes, maxStringLength: limits.maxStringLength)
      writer.rewind(to: lineStart)
    }
    try endLine()
  }

  private mutating func interactionLine(
    _ entry: TimelineEntry, value: ValueTree, summary: String, changedTo current: ValueTree?
  ) {
    beginLine()
    writer.field("kind", "interaction")
    writer.field("step", entry.step)
    writer.key("timestamp")
    writer.timestamp(entry.timestamp)
    writer.field("recorder", entry.recorder)
    writer.field("index", entry.index)
    writer.key("verdict")
    writer.verdict(entry.verdict)
    writer.field("callSite", entry.callSite)
    if let caller = entry.caller {
      writer.object("caller") { writer in
        writer.field("function", caller.function)
        if let site = caller.callSite { writer.field("callSite", site) }
      }
    }
    writer.field("summary", summary)
    writer.key("value")
    writer.value(value, label: nil, depth: 1)
    if let current {
      writer.key("changedTo")
      writer.value(current, label: nil, depth: 1)
    }
  }

  /// An interaction another test recorded, left out of the verdict.
  private mutating func otherTest(_ foreign: ForeignInteraction) throws(Problem) {
    try line("otherTest") { writer in
      writer.field("recorder", foreign.recorder)
      writer.field("index", foreign.index)
      writer.field("value", foreign.value)
      writer.field("test", foreign.test)
      writer.field("callSite", foreign.callSite)
    }
  }

  private mutating func verification(_ report: VerificationReport) throws(Problem) {
    try line("verification") { writer in
      writer.field("passed", report.passed)
      writer.field("firstDivergence", report.firstDivergence)
      if !report.isComplete { writer.field("complete", false) }
    }
  }

  /// Writes a line: an object, whose members `members` writes, ended as
  /// ``endLine()`` ends it.
  private mutating func line(_ members: (inout JSONWriter) -> Void) throws(Problem) {
    beginLine()
    members(&writer)
    try endLine()
  }

  /// Writes a line of `kind` (the line's first key), whose other members
  /// `members` writes.
  private mutating func line(
    _ kind: String, _ members: (inout JSONWriter) -> Void
  ) throws(Problem) {
    try line { writer in
      writer.field("kind", kind)
      members(&writer)
    }
  }

  /// Starts a line's object (after the separator a document needs).
  private mutating func beginLine() {
    if framing == .document && lineCount > 0 { writer.separator(",\n") }
    writer.beginObject()
  }

  private mutating func endLine() throws(Problem) {
    writer.endObject()
    lineCount += 1
    let length = writer.buffer.count - lineStart
    guard length <= RecordingFormat.maxLineBytes || framing == .document else {
      throw .inconsistentReport(
        "a line would be \(length) bytes, more than \(RecordingFormat.maxLineBytes)")
    }
    if framing == .lines { writer.newline() }
    if writer.buffer.count >= Self.chunkSize {
      try sink(writer.buffer.bytes)
      writer.buffer.removeAll()
    }
    lineStart = writer.buffer.count
  }
}

// MARK: Parts

extension JSONWriter {
  fileprivate mutating func cardinality(_ cardinality: Cardinality) {
    switch cardinality {
    case .once: string("once")
    case .never: string("never")
    case .exactly(let n): single("exactly", n)
    case .atLeast(let n): single("atLeast", n)
    case .atMost(let n): single("atMost", n)
    case .between(let range):
      beginObject()
      array("between") { writer in
        writer.int(range.lowerBound)
        writer.int(range.upperBound)
      }
      endObject()
    }
  }

  fileprivate mutating func verdict(_ verdict: Verdict) {
    switch verdict {
    case .ignored: string("ignored")
    case .matched(let id): single("matched", id.number)
    case .mismatch(let index): single("mismatch", index)
    }
  }

  /// `{"name":n}`.
  private mutating func single(_ name: StaticString, _ value: Int) {
    beginObject()
    field(name, value)
    endObject()
  }

  fileprivate mutating func field(_ name: StaticString, _ miss: NearestMiss) {
    object(name) { writer in
      writer.field("expectation", miss.expectation)
      writer.field("step", miss.step)
      writer.array("differences") { writer in
        for difference in miss.differences {
          writer.beginObject()
          writer.field("path", difference.path)
          writer.field("expected", difference.expected)
          writer.field("actual", difference.actual)
          writer.endObject()
        }
      }
    }
  }

  fileprivate mutating func field(_ name: StaticString, _ reaction: UnusedReaction) {
    object(name) { writer in
      writer.field("stub", reaction.stub)
      writer.field("matcher", reaction.matcher)
      writer.field("callSite", reaction.callSite)
      if let newer = reaction.shadowedBy {
        writer.object("shadowedBy") { writer in
          writer.field("matcher", newer.matcher)
          writer.field("callSite", newer.callSite)
          writer.field("arguments", newer.arguments)
        }
      }
    }
  }
}
