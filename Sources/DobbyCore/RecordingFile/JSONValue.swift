/// A parsed JSON value, as the recording reader sees it.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// What the value is, for error messages: `a string`, `an object`, …
  var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let number): number.kindDescription
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON number: an integer that fits 64 bits, or something else (a
/// fraction, an exponent, or an integer too large), which recordings never
/// hold.
enum JSONNumber: Sendable {
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

/// A JSON object's members in the order they appeared (keys are unique).
struct JSONObject: Sendable {
  var keys: [String] = []
  var values: [JSONValue] = []

  /// The value of `key`, or `nil` when the object has no such member.
  ///
  /// - Complexity: O(k) in the number of members; recording lines have a
  ///   dozen at most.
  subscript(key: String) -> JSONValue? {
    for index in keys.indices where keys[index] == key { return values[index] }
    return nil
  }
}
