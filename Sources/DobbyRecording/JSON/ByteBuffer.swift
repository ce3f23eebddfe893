import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable byte buffer with cheap appends, for writing recordings.
///
/// `[UInt8].append(contentsOf:)` costs a generic call per key and value;
/// writing a large recording appends millions of short runs, so this
/// buffer copies with `memcpy` into memory it owns.
final class ByteBuffer {
  private(set) var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes written so far.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow(1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  func append(_ bytes: UnsafeRawBufferPointer) {
    guard let source = bytes.baseAddress, bytes.count > 0 else { return }
    if capacity - count < bytes.count { grow(bytes.count) }
    memcpy(base + count, source, bytes.count)
    count += bytes.count
  }

  @inline(__always)
  func append(_ text: StaticString) {
    append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends the decimal digits of `value`.
  func appendDecimal(_ value: UInt64, negative: Bool = false) {
    if capacity - count < 21 { grow(21) }
    if negative {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    var digits = 1
    var rest = value / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    var remaining = value
    for offset in stride(from: digits - 1, through: 0, by: -1) {
      base[count + offset] = UInt8(ascii: "0") + UInt8(remaining % 10)
      remaining /= 10
    }
    count += digits
  }

  /// Forgets the contents, keeping the memory.
  func removeAll() { count = 0 }

  /// Forgets the last `k` bytes.
  func removeLast(_ k: Int) {
    precondition(0 <= k && k <= count, "cannot remove \(k) of \(count) bytes")
    count -= k
  }

  private func grow(_ needed: Int) {
    let newCapacity = max(capacity * 2, count + needed)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
