import DobbyCore

/// Why a recording could not be read or written: one line naming the file,
/// the line and what is wrong.
///
/// ```swift
/// do {
///   let report = try VerificationReport(contentsOf: url)
/// } catch let error as RecordingFileError {
///   print(error)
/// }
/// ```
/// ```text
/// old.dobby.jsonl:1: recording version 2 is newer than this reader's version 1; update dobby to read it
/// ```
///
/// Text that comes from the file is escaped and shortened, so the message
/// stays one line however hostile the file.
public struct RecordingFileError: Error, Sendable, Hashable {
  /// The file, as it was named to the reader or writer.
  public let path: String
  /// The 1-based line the problem is on; `nil` when it concerns the whole
  /// file (it cannot be opened, it is empty, too large, …).
  public let line: Int?
  let problem: Problem

  init(path: String, line: Int?, _ problem: Problem) {
    self.path = path
    self.line = line
    self.problem = problem
  }

  /// What is wrong, without the file and line.
  public var message: String { problem.message }

  /// What went wrong, as the kinds of problem the reader and writer tell
  /// apart. Internal, so that new kinds can be added.
  enum Problem: Error, Sendable, Hashable {
    case cannotRead(String)
    case cannotWrite(String)
    case notRegularFile
    case notReplaced(String)
    case fileTooLarge(Int)
    case empty
    case lineTooLong
    /// A line too long, found while reading the file: its number.
    case lineTooLongAt(Int)
    case tooManyLines
    case notJSON(String)
    case tooDeep
    case notObject(String)
    case missingHeader
    case secondHeader
    case wrongFormat(String)
    case newerVersion(String)
    case unsupportedVersion(String)
    case missingField(String, line: String?)
    case wrongType(String, expected: String, got: String)
    case invalidValue(String, String)
    case outOfRange(String, Int, count: Int, of: String)
    case duplicate(String, Int)
    case outOfSequence(String, Int, expected: Int)
    case tooMany(String, declared: Int)
    case tooFew(String, declared: Int, found: Int)
    case outOfOrder(String, after: String)
    case afterEnd
    case inconsistentReport(String)
  }
}

extension RecordingFileError: CustomStringConvertible {
  /// `FILE:LINE: what is wrong`, or `FILE: what is wrong` for the whole
  /// file.
  public var description: String {
    let place = DisplayText.escape(path) + (line.map { ":\($0)" } ?? "")
    return place + ": " + message
  }
}

extension RecordingFileError.Problem {
  var message: String {
    switch self {
    case .cannotRead(let reason): "cannot read: \(reason)"
    case .cannotWrite(let reason): "cannot write: \(reason)"
    case .notRegularFile: "not a regular file"
    case .notReplaced(let kind):
      "cannot write: \(kind) is there; only a regular file or a missing name is written"
    case .fileTooLarge(let size):
      "file too large: \(size) bytes (a recording may have at most "
        + "\(RecordingFormat.maxFileBytes))"
    case .empty: "empty file, expected a \(RecordingFormat.name) header line"
    case .lineTooLong, .lineTooLongAt: "line longer than \(RecordingFormat.maxLineBytes) bytes"
    case .tooManyLines: "more than \(RecordingFormat.maxLines) lines"
    case .notJSON(let why): "not JSON: \(why)"
    case .tooDeep: "JSON nested deeper than \(RecordingFormat.maxNesting) levels"
    case .notObject(let got): "expected a JSON object, got \(got)"
    case .missingHeader:
      "missing header: the first line must be {\"format\":\"\(RecordingFormat.name)\",...}"
    case .wrongFormat(let format):
      "not a dobby recording: \"format\" is \(Self.show(format)), "
        + "expected \"\(RecordingFormat.name)\""
    case .newerVersion(let version):
      "recording version \(version) is newer than this reader's version "
        + "\(RecordingFormat.version); update dobby to read it"
    case .unsupportedVersion(let version):
      "unsupported recording version \(version) (this reader reads versions 1 to "
        + "\(RecordingFormat.version))"
    case .secondHeader: "a second header line"
    case .missingField(let field, let line):
      "missing field \"\(field)\"" + (line.map { " in \($0) line" } ?? "")
    case .wrongType(let field, let expected, let got):
      "\"\(field)\" should be \(expected), got \(got)"
    case .invalidValue(let field, let why): "\"\(field)\" \(why)"
    case .outOfRange(let field, let value, let count, let item):
      "\"\(field)\" \(value) is out of range (the recording has \(Self.count(count, item)))"
    case .duplicate(let field, let value): "duplicate \"\(field)\" \(value)"
    case .outOfSequence(let field, let value, let expected):
      "\"\(field)\" \(value) is out of sequence, expected \(expected)"
    case .tooMany(let kind, let declared):
      "more \(kind) lines than the \(declared) the header declares"
    case .tooFew(let kind, let declared, let found):
      "the header declares \(Self.count(declared, kind + " line")), but the file has \(found)"
    case .outOfOrder(let kind, let after):
      "a \(kind) line cannot follow \(after) lines"
    case .afterEnd: "line after the closing verification line"
    case .inconsistentReport(let why): "cannot save an inconsistent report: \(why)"
    }
  }

  /// `1 recorder`, `2 recorders`, `3 mismatches`.
  static func count(_ n: Int, _ item: String) -> String {
    plural(n, item, item.hasSuffix("ch") ? item + "es" : nil)
  }

  /// Text from the file, quoted, escaped and shortened for a message.
  static func show(_ text: String) -> String {
    DisplayText.quote(DisplayText.elide(text, to: 40))
  }
}
