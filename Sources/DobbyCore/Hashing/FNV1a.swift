/// A 64-bit FNV-1a hash being computed: the same on every platform and in
/// every run, unlike `Hasher`. Digests of values, snapshot and recording
/// file names, and the GitHub format's group tokens all use it.
package struct FNV1a {
  /// The hash of what was added so far.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  package init() {}

  /// The hash of `text`'s UTF-8 bytes, as they are.
  package static func hash(_ text: String) -> UInt64 {
    var hash = FNV1a()
    hash.add(bytesOf: text)
    return hash.value
  }

  /// 16 lowercase hex digits of `value`, with leading zeros.
  package static func hex(_ value: UInt64) -> String {
    let hex = String(value, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  package mutating func add(byte: UInt8) {
    value ^= UInt64(byte)
    value = value &* 0x0000_0100_0000_01b3
  }

  /// `number`'s eight bytes, low first.
  package mutating func add(_ number: UInt64) {
    var number = number
    for _ in 0..<8 {
      add(byte: UInt8(truncatingIfNeeded: number))
      number >>= 8
    }
  }

  /// `text`'s length, then its UTF-8: two texts never run into each other.
  package mutating func add(_ text: String) {
    add(UInt64(text.utf8.count))
    add(bytesOf: text)
  }

  /// `text`'s UTF-8 bytes, without its length.
  package mutating func add(bytesOf text: String) {
    for byte in text.utf8 { add(byte: byte) }
  }
}
