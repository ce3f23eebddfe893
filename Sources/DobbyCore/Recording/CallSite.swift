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

/// A call site read back from a recording: owned strings, boxed so that a
/// `CallSite` stays small.
@usableFromInline
final class DecodedCallSite: Sendable {
  let fileID: String
  let filePath: String
  let line: Int
  let column: Int

  init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// A call site captured from `#fileID`/`#filePath` literals, kept as plain
/// integers (32 bytes) so that it is `Sendable`, compact and free to copy.
///
/// A `StaticString` with pointer representation points at immortal UTF-8
/// storage in the binary, so keeping its address is safe for the life of the
/// process; one that holds a single scalar keeps the scalar instead.
@usableFromInline
struct StaticCallSite: Sendable {
  @usableFromInline let fileIDAddress: UInt
  @usableFromInline let filePathAddress: UInt
  /// UTF-8 length, or `UInt32.max` when the address field holds a scalar.
  @usableFromInline let fileIDCount: UInt32
  @usableFromInline let filePathCount: UInt32
  @usableFromInline let line: UInt32
  @usableFromInline let column: UInt32

  @inlinable @inline(__always)
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    (fileIDAddress, fileIDCount) = Self.pack(fileID)
    (filePathAddress, filePathCount) = Self.pack(filePath)
    self.line = UInt32(truncatingIfNeeded: line)
    self.column = UInt32(truncatingIfNeeded: column)
  }

  @inlinable @inline(__always)
  static func pack(_ text: StaticString) -> (UInt, UInt32) {
    if text.hasPointerRepresentation {
      return (UInt(bitPattern: text.utf8Start), UInt32(truncatingIfNeeded: text.utf8CodeUnitCount))
    }
    return (UInt(text.unicodeScalar.value), .max)
  }

  static func unpack(_ address: UInt, _ count: UInt32) -> String {
    if count == .max {
      return Unicode.Scalar(UInt32(truncatingIfNeeded: address)).map { String($0) } ?? ""
    }
    guard count > 0, let start = UnsafePointer<UInt8>(bitPattern: address) else { return "" }
    return String(decoding: UnsafeBufferPointer(start: start, count: Int(count)), as: UTF8.self)
  }

  var fileID: String { Self.unpack(fileIDAddress, fileIDCount) }
  var filePath: String { Self.unpack(filePathAddress, filePathCount) }
}
