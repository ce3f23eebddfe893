/// Tests on eight bytes at once (SWAR), for the string scans of the
/// parser and the writer.
///
/// Each test flags a byte by setting its high bit. Only the lowest flagged
/// byte is exact (a borrow runs upward from a flagged byte and may flag
/// bytes above it), so callers step to the lowest one and look at it.
enum ByteScan {
  /// Eight bytes from `pointer + offset`, the first in the low byte.
  @inline(__always)
  static func word(_ pointer: UnsafeRawPointer, at offset: Int) -> UInt64 {
    UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// Flags the bytes of `word` that equal `byte`.
  @inline(__always)
  static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
  }

  /// Flags the bytes of `word` that a JSON string cannot hold as they are:
  /// a quote, a backslash or a C0 control.
  @inline(__always)
  static func stringSpecials(_ word: UInt64) -> UInt64 {
    equal(word, UInt8(ascii: "\"")) | equal(word, UInt8(ascii: "\\"))
      | ((word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080)
  }

  /// A mask of the low `count` bytes of a word: none for 0 or less, all
  /// for 8 or more.
  @inline(__always)
  static func lowBytes(_ count: Int) -> UInt64 {
    count <= 0 ? 0 : count >= 8 ? .max : (1 << (8 * UInt64(count))) - 1
  }

  /// The offset of the lowest flagged byte of a nonzero `mask`.
  @inline(__always)
  static func firstFlagged(_ mask: UInt64) -> Int { mask.trailingZeroBitCount >> 3 }
}
