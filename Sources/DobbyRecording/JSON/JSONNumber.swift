import DobbyCore

/// A JSON number: an integer that fits 64 bits, or something else (a
/// fraction, an exponent, or an integer too large), which recordings never
/// hold.
enum JSONNumber {
  /// An integer: its sign and magnitude.
  case integer(negative: Bool, magnitude: UInt64)
  /// A number with a fraction or an exponent.
  case fraction
  /// An integer beyond 64 bits.
  case tooLarge

  var kindDescription: String {
    switch self {
    case .integer: "an integer"
    case .fraction: "a fractional number"
    case .tooLarge: "a number beyond 64 bits"
    }
  }

  /// The value as an `Int`, if it is an integer in range.
  var int: Int? {
    guard case .integer(let negative, let magnitude) = self else { return nil }
    if negative {
      return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
    }
    return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
  }

  /// The value as a `UInt64`, if it is a non-negative integer.
  var uint64: UInt64? {
    guard case .integer(let negative, let magnitude) = self else { return nil }
    return negative && magnitude != 0 ? nil : magnitude
  }
}
