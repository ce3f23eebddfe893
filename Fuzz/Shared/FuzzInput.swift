/// Reads fuzzer bytes as a stream of choices: integers, strings with any
/// scalar (controls, bidi, wide, invalid sequences repaired), and sizes.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  public var isExhausted: Bool { position >= bytes.count }

  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<bound` (0 when `bound` is 0).
  public mutating func int(below bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    let raw = Int(byte()) << 8 | Int(byte())
    return raw % bound
  }

  /// Any integer, including the extremes.
  public mutating func anyInt() -> Int {
    switch byte() % 6 {
    case 0: return Int.max
    case 1: return Int.min
    case 2: return -1
    default: return int(below: 70_000) - 5
    }
  }

  public mutating func bool() -> Bool { byte() & 1 == 1 }

  /// A string of up to `limit` characters drawn from hostile and ordinary
  /// scalars, sometimes very long.
  public mutating func string(limit: Int = 40) -> String {
    let count = byte() == 255 ? 5_000 : int(below: limit)
    var scalars = String.UnicodeScalarView()
    for _ in 0..<count {
      let pick = byte()
      let value: UInt32 =
        switch pick % 8 {
        case 0: UInt32(byte() % 0x20)  // C0
        case 1: 0x80 + UInt32(byte() % 0x20)  // C1
        case 2: [0x202E, 0x2066, 0x200B, 0xFEFF, 0x2028, 0x7F][Int(byte()) % 6]
        case 3: 0x4E00 + UInt32(byte())  // CJK, wide
        case 4: 0x1F600 + UInt32(byte() % 0x40)  // emoji
        case 5: 0x0300 + UInt32(byte() % 0x30)  // combining marks
        default: 0x20 + UInt32(byte() % 0x5F)  // printable ASCII
        }
      if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
    return String(scalars)
  }
}
