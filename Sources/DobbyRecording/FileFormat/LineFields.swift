import DobbyCore

/// Typed access to the members of one JSON object in a recording line,
/// with errors that name the field by its path (`callSite.line`,
/// `value.children[2].kind`).
///
/// A member that is absent and one that is `null` are the same: optional
/// fields may be left out; members the reader does not know are ignored.
struct LineFields {
  typealias Problem = RecordingFileError.Problem

  let object: JSONObject
  /// The line's kind, for "missing field" messages; `nil` before it is
  /// known. (A `StaticString`, so that copying the fields, many times a
  /// line, retains nothing.)
  let line: StaticString?

  init(_ object: JSONObject, line: StaticString?) {
    self.object = object
    self.line = line
  }

  /// The member's full path in the line (`callSite.line`), for messages;
  /// worked out from the tape only when a message needs it.
  func path(_ key: StaticString) -> String { path(element: key.description) }

  /// The full path of `element` (a key, or a key and index such as
  /// `children[2]`) in this object, for messages.
  func path(element: String) -> String {
    let base = object.tape.path(to: object.index)
    return base.isEmpty ? element : base + "." + element
  }

  /// The member, or `nil` when it is absent or `null`.
  func optional(_ key: StaticString) -> JSONValue? {
    guard let value = object[key], !value.isNull else { return nil }
    return value
  }

  /// What `read` makes of the member, or `nil` when it is absent or `null`.
  func ifPresent<Value>(
    _ key: StaticString, _ read: (StaticString) throws(Problem) -> Value
  ) throws(Problem) -> Value? {
    guard optional(key) != nil else { return nil }
    return try read(key)
  }

  /// What `convert` makes of the member (looked up once), or `nil` when it
  /// is absent or `null`.
  private func ifPresent<Value>(
    _ key: StaticString, converting convert: (JSONValue, StaticString) throws(Problem) -> Value
  ) throws(Problem) -> Value? {
    guard let value = optional(key) else { return nil }
    return try convert(value, key)
  }

  func required(_ key: StaticString) throws(Problem) -> JSONValue {
    guard let value = optional(key) else { throw .missingField(path(key), line: line?.description) }
    return value
  }

  func string(_ key: StaticString) throws(Problem) -> String {
    try string(try required(key), key)
  }

  private func string(_ value: JSONValue, _ key: StaticString) throws(Problem) -> String {
    guard case .string(let text) = value else { throw wrongType(key, "a string", value) }
    return text.text
  }

  /// Whether the member is the string `text` (without making a `String`
  /// of it).
  func string(_ key: StaticString, equals text: String) throws(Problem) -> Bool {
    let value = try required(key)
    guard case .string(let string) = value else { throw wrongType(key, "a string", value) }
    return string.tape.text(at: string.index, equals: text)
  }

  func optionalString(_ key: StaticString) throws(Problem) -> String? {
    try ifPresent(key, converting: string)
  }

  /// The string `value` of member `key`, shared with `recent` when it
  /// holds the same.
  private func string(
    _ value: JSONValue, _ key: StaticString, sharing recent: inout RecentStrings
  ) throws(Problem) -> String {
    guard case .string(let text) = value else { throw wrongType(key, "a string", value) }
    return recent.text(at: text.index, on: text.tape)
  }

  /// The value kind the string `value` of member `key` names (compared
  /// without making a `String` of it), or `nil` when it names none.
  private func valueKind(_ value: JSONValue, _ key: StaticString) throws(Problem) -> ValueTree.Kind?
  {
    guard case .string(let text) = value else { throw wrongType(key, "a string", value) }
    // Short and without escapes, as every kind's name is: its bytes,
    // packed into two words, against each name's.
    guard let (count, words) = text.tape.packed(at: text.index) else {
      return ValueTree.Kind.allCases.first { text.tape.text(at: text.index, equals: $0.rawValue) }
    }
    for name in Self.valueKinds where name.count == count && name.words == words {
      return name.kind
    }
    return nil
  }

  /// Every value kind's name, packed as ``JSONTape/packed(at:)`` packs a
  /// string.
  private static let valueKinds: [(count: Int, words: (UInt64, UInt64), kind: ValueTree.Kind)] =
    ValueTree.Kind.allCases.map { kind in
      precondition(kind.rawValue.utf8.count <= 16, "a value kind's name packs into two words")
      var words: (UInt64, UInt64) = (0, 0)
      for (offset, byte) in kind.rawValue.utf8.enumerated() {
        let shifted = UInt64(byte) << (8 * UInt64(offset & 7))
        if offset < 8 { words.0 |= shifted } else { words.1 |= shifted }
      }
      return (kind.rawValue.utf8.count, words, kind)
    }

  func bool(_ key: StaticString) throws(Problem) -> Bool { try bool(try required(key), key) }

  private func bool(_ value: JSONValue, _ key: StaticString) throws(Problem) -> Bool {
    guard case .bool(let flag) = value else { throw wrongType(key, "true or false", value) }
    return flag
  }

  func optionalBool(_ key: StaticString) throws(Problem) -> Bool? {
    try ifPresent(key, converting: bool)
  }

  func int(_ key: StaticString) throws(Problem) -> Int { try int(try required(key), key) }

  private func int(_ value: JSONValue, _ key: StaticString) throws(Problem) -> Int {
    guard case .number(let number) = value, let int = number.int else {
      if case .number(.integer(let negative, let magnitude)) = value {
        throw .invalidValue(
          path(key),
          "is \(negative ? "-" : "")\(magnitude), outside the 64-bit integers (\(Int.min)...\(Int.max))"
        )
      }
      throw wrongType(key, "an integer", value)
    }
    return int
  }

  func optionalInt(_ key: StaticString) throws(Problem) -> Int? {
    try ifPresent(key, converting: int)
  }

  /// A count that must lie in `0...limit`.
  func count(_ key: StaticString, limit: Int) throws(Problem) -> Int {
    let value = try required(key)
    // Any integer, however large, is told apart by its sign and size.
    guard case .number(.integer(let negative, let magnitude)) = value else {
      throw wrongType(key, "an integer", value)
    }
    guard !negative || magnitude == 0 else {
      throw .invalidValue(path(key), "is -\(magnitude), expected 0 or more")
    }
    guard magnitude <= UInt64(limit) else {
      throw .invalidValue(
        path(key), "is \(magnitude), more than a recording can hold (\(limit))")
    }
    return Int(magnitude)
  }

  /// A tick: a non-negative integer, as a number or a decimal string.
  func timestamp(_ key: StaticString) throws(Problem) -> UInt64 {
    let value = try required(key)
    switch value {
    case .number(let number):
      if let tick = number.uint64 { return tick }
    case .string(let string):
      let text = string.text
      if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let tick = UInt64(text)
      {
        return tick
      }
    default:
      break
    }
    throw wrongType(key, "an unsigned 64-bit integer", value)
  }

  /// An index into items the recording has `count` of, numbered from
  /// `base` (0 for lanes and steps, 1 for expectation ids).
  func reference(
    _ key: StaticString, count: Int, of items: String, base: Int = 0
  ) throws(Problem) -> Int {
    let value = try int(key)
    guard (base..<base + count).contains(value) else {
      throw .outOfRange(path(key), value, count: count, of: items)
    }
    return value
  }

  func optionalReference(
    _ key: StaticString, count: Int, of items: String, base: Int = 0
  ) throws(Problem) -> Int? {
    try ifPresent(key) { key throws(Problem) in
      try reference(key, count: count, of: items, base: base)
    }
  }

  /// An optional array of indices into items the recording has `count`
  /// of, numbered from `base`; empty when absent.
  func optionalReferences(
    _ key: StaticString, count: Int, of items: String, base: Int = 0
  ) throws(Problem) -> [Int] {
    guard let elements = try optionalArray(key) else { return [] }
    var references: [Int] = []
    for (index, element) in elements.enumerated() {
      let at = path(element: "\(key)[\(index)]")
      guard case .number(let number) = element, let value = number.int else {
        throw .wrongType(at, expected: "an integer", got: element.kindDescription)
      }
      guard (base..<base + count).contains(value) else {
        throw .outOfRange(at, value, count: count, of: items)
      }
      references.append(value)
    }
    return references
  }

  func object(_ key: StaticString) throws(Problem) -> LineFields {
    try object(try required(key), key)
  }

  private func object(_ value: JSONValue, _ key: StaticString) throws(Problem) -> LineFields {
    try fields(value, path: self.path(key))
  }

  func optionalObject(_ key: StaticString) throws(Problem) -> LineFields? {
    try ifPresent(key, converting: object)
  }

  func array(_ key: StaticString) throws(Problem) -> JSONArray {
    try array(try required(key), key)
  }

  private func array(_ value: JSONValue, _ key: StaticString) throws(Problem) -> JSONArray {
    guard case .array(let elements) = value else { throw wrongType(key, "an array", value) }
    return elements
  }

  func optionalArray(_ key: StaticString) throws(Problem) -> JSONArray? {
    try ifPresent(key, converting: array)
  }

  /// The fields of `value`, which must be an object; `path` names it in a
  /// message (and is worked out only for one).
  func fields(
    _ value: JSONValue, path: @autoclosure () -> String
  ) throws(Problem) -> LineFields {
    guard case .object(let object) = value else {
      throw .wrongType(path(), expected: "an object", got: value.kindDescription)
    }
    return LineFields(object, line: line)
  }

  // MARK: Members found beforehand

  // As the accessors above, for a member whose value's token index was
  // found beforehand (see ``ValueNodeMembers``; `nil` when absent): the same
  // results and errors, without a lookup.

  /// The member at `index`, or `nil` when it is absent or `null`.
  func optional(_ key: StaticString, at index: Int?) -> JSONValue? {
    guard let index else { return nil }
    let value = object.tape.value(at: index)
    return value.isNull ? nil : value
  }

  func required(_ key: StaticString, at index: Int?) throws(Problem) -> JSONValue {
    guard let value = optional(key, at: index) else {
      throw .missingField(path(key), line: line?.description)
    }
    return value
  }

  func string(_ key: StaticString, at index: Int?) throws(Problem) -> String {
    try string(try required(key, at: index), key)
  }

  func optionalString(_ key: StaticString, at index: Int?) throws(Problem) -> String? {
    guard let value = optional(key, at: index) else { return nil }
    return try string(value, key)
  }

  func string(
    _ key: StaticString, at index: Int?, sharing recent: inout RecentStrings
  ) throws(Problem) -> String {
    try string(try required(key, at: index), key, sharing: &recent)
  }

  func optionalString(
    _ key: StaticString, at index: Int?, sharing recent: inout RecentStrings
  ) throws(Problem) -> String? {
    guard let value = optional(key, at: index) else { return nil }
    return try string(value, key, sharing: &recent)
  }

  func optionalInt(_ key: StaticString, at index: Int?) throws(Problem) -> Int? {
    guard let value = optional(key, at: index) else { return nil }
    return try int(value, key)
  }

  func optionalArray(_ key: StaticString, at index: Int?) throws(Problem) -> JSONArray? {
    guard let value = optional(key, at: index) else { return nil }
    return try array(value, key)
  }

  func valueKind(_ key: StaticString, at index: Int?) throws(Problem) -> ValueTree.Kind? {
    try valueKind(try required(key, at: index), key)
  }

  func wrongType(_ key: StaticString, _ expected: String, _ value: JSONValue) -> Problem {
    .wrongType(path(key), expected: expected, got: value.kindDescription)
  }
}
