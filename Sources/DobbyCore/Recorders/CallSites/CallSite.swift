/// Where in the source an interaction was recorded or an expectation was
/// set up.
///
/// Doubles forward their caller's call site, so a report points at the line
/// in the test that called the double. A call site captured at run time
/// keeps its file names as addresses of the program's static strings (no
/// copy, no allocation on the recording hot path); one read back from a
/// recording owns its strings.
public struct CallSite: Sendable {
  @usableFromInline let storage: Storage

  @usableFromInline
  enum Storage: Sendable {
    case compiled(StaticCallSite)
    case decoded(DecodedCallSite)
  }

  @inlinable
  init(_ site: StaticCallSite) { storage = .compiled(site) }

  /// The call site of the caller, or of the given static strings.
  @inlinable
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    storage = .compiled(
      StaticCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// A call site from strings, as read back from a recording.
  public init(fileID: String, filePath: String, line: Int, column: Int) {
    storage = .decoded(
      DecodedCallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The file's `#fileID`: `Module/File.swift`.
  public var fileID: String {
    switch storage {
    case .compiled(let site): site.fileID
    case .decoded(let site): site.fileID
    }
  }

  /// The file's `#filePath`: the full path the compiler saw.
  public var filePath: String {
    switch storage {
    case .compiled(let site): site.filePath
    case .decoded(let site): site.filePath
    }
  }

  /// The line, 1-based.
  public var line: Int {
    switch storage {
    case .compiled(let site): Int(site.line)
    case .decoded(let site): site.line
    }
  }

  /// The column, 1-based.
  public var column: Int {
    switch storage {
    case .compiled(let site): Int(site.column)
    case .decoded(let site): site.column
    }
  }
}

extension CallSite: Hashable {
  public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileID == rhs.fileID
      && lhs.filePath == rhs.filePath
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fileID)
    hasher.combine(line)
    hasher.combine(column)
  }
}

extension CallSite: CustomStringConvertible {
  /// `Module/File.swift:12:5`.
  public var description: String { "\(fileID):\(line):\(column)" }
}
