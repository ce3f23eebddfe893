import DobbyCore

/// A parsed JSON value, as the recording reader sees it; strings, arrays
/// and objects are views into a ``JSONTape``.
enum JSONValue {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(JSONString)
  case array(JSONArray)
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

  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
