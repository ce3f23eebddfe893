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

  /// No site: what a list of runs holds before its first.
  @usableFromInline static let none = StaticCallSite(fileID: "", filePath: "", line: 0, column: 0)

  // Transparent, not only inlinable: a debug build keeps no copies of its
  // locals for the debugger, each cleared on every call.
  @usableFromInline @_transparent
  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    (fileIDAddress, fileIDCount) = Self.pack(fileID)
    (filePathAddress, filePathCount) = Self.pack(filePath)
    self.line = UInt32(truncatingIfNeeded: line)
    self.column = UInt32(truncatingIfNeeded: column)
  }

  // Transparent, not only inlinable: a debug build keeps no copies of its
  // locals for the debugger, each cleared on every call.
  @usableFromInline @_transparent
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
