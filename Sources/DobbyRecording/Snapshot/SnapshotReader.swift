import DobbyCore

/// Reads a snapshot file line by line, checking every line as untrusted
/// input (the recording reader's rules: unknown fields and line kinds are
/// ignored, a newer version is refused).
struct SnapshotReader {
  typealias Problem = RecordingFileError.Problem

  private var header: (title: String, order: InteractionSnapshot.Order, recorders: Int, steps: Int)?
  private var leftOut: [String] = []
  private var recorders: [RecorderSummary] = []
  private var lanes: [String: Int] = [:]
  private var steps: [InteractionSnapshot.Entry] = []
  private var tokens: [JSONTape.Token] = []
  /// Reads the value trees as the recording reader does.
  private var values = RecordingDecoder(lineCountHint: 0)

  /// Reads one non-blank line.
  mutating func read(_ line: UnsafeBufferPointer<UInt8>) throws(Problem) {
    do {
      try JSONParser.parse(line, into: &tokens)
    } catch {
      switch error {
      case .tooDeep: throw .tooDeep
      case .syntax(let why, _): throw .notJSON(why)
      }
    }
    var tokens: [JSONTape.Token] = []
    swap(&tokens, &self.tokens)
    defer { swap(&tokens, &self.tokens) }
    try tokens.withUnsafeMutableBufferPointer { tokens throws(Problem) in
      let root = JSONTape(tokens: tokens, bytes: line).root
      guard case .object(let object) = root else { throw .notObject(root.kindDescription) }
      guard header != nil else {
        try readHeader(LineFields(object, line: "header"))
        return
      }
      let kind = try LineFields(object, line: nil).string("kind")
      switch kind {
      case "recorder":
        let fields = LineFields(object, line: "recorder")
        guard steps.isEmpty else { throw .outOfOrder("recorder", after: "step") }
        guard recorders.count < header!.recorders else {
          throw .tooMany("recorder", declared: header!.recorders)
        }
        let name = try fields.string("name")
        guard lanes[name] == nil else {
          throw .invalidValue(fields.path("name"), "is \(Problem.show(name)) a second time")
        }
        lanes[name] = recorders.count
        recorders.append(
          RecorderSummary(
            id: recorders.count, name: name,
            valueType: try fields.optionalString("valueType") ?? "?"))
      case "step":
        let fields = LineFields(object, line: "step")
        guard recorders.count == header!.recorders else {
          throw .tooFew("recorder", declared: header!.recorders, found: recorders.count)
        }
        guard steps.count < header!.steps else { throw .tooMany("step", declared: header!.steps) }
        let name = try fields.string("recorder")
        guard let recorder = lanes[name] else {
          throw .invalidValue(
            fields.path("recorder"), "is \(Problem.show(name)), which no recorder line names")
        }
        let digest = try fields.optionalString("digest")
        if let digest, ValueDigest(digest) == nil {
          throw .invalidValue(
            fields.path("digest"), "is \(Problem.show(digest)), not 16 lowercase hex digits")
        }
        let cuts = try Self.cutDigests(fields)
        let value = try values.valueNode(try fields.object("value")).tree
        steps.append(
          InteractionSnapshot.Entry(
            recorder: recorder, value: value, digest: digest, cutDigests: cuts))
      case "header": throw .secondHeader
      default: break  // A line kind from a later version: ignored.
      }
    }
  }

  /// A step's `cuts`: pairs of a path and a digest, at most
  /// `ValueDigest.maxCuts`; `nil` when absent.
  private static func cutDigests(
    _ fields: LineFields
  ) throws(Problem) -> [InteractionSnapshot.Entry.CutDigest]? {
    guard let list = try fields.optionalArray("cuts") else { return nil }
    guard list.count <= ValueDigest.maxCuts else {
      throw .invalidValue(
        fields.path("cuts"), "has \(list.count) pairs, more than \(ValueDigest.maxCuts)")
    }
    var cuts: [InteractionSnapshot.Entry.CutDigest] = []
    for (index, element) in list.enumerated() {
      let at = fields.path(element: "cuts[\(index)]")
      let parts: [JSONValue] =
        if case .array(let pair) = element { Array(pair.prefix(3)) } else { [] }
      guard parts.count == 2, case .string(let path) = parts[0], case .string(let digest) = parts[1]
      else {
        throw .wrongType(
          at, expected: "a [path, digest] pair of strings", got: element.kindDescription)
      }
      guard ValueDigest(digest.text) != nil else {
        throw .invalidValue(
          at + "[1]", "is \(Problem.show(digest.text)), not 16 lowercase hex digits")
      }
      cuts.append(.init(path: path.text, digest: digest.text))
    }
    return cuts
  }

  private mutating func readHeader(_ fields: LineFields) throws(Problem) {
    guard let format = fields.optional("format") else {
      throw .invalidValue(
        "format", "is missing: the first line must be {\"format\":\"\(SnapshotFormat.name)\",...}")
    }
    guard case .string(let name) = format, name.text == SnapshotFormat.name else {
      throw .invalidValue("format", "is not \"\(SnapshotFormat.name)\": not a dobby snapshot")
    }
    let versionValue = try fields.required("version")
    guard case .number(let number) = versionValue, case .integer = number,
      let version = number.int, version >= 1
    else {
      throw fields.wrongType("version", "a positive integer", versionValue)
    }
    guard version <= SnapshotFormat.version else {
      throw .invalidValue(
        "version",
        "is \(version), newer than this reader's version \(SnapshotFormat.version); "
          + "update dobby to read it")
    }
    let orderName = try fields.string("order")
    guard let order = InteractionSnapshot.Order(rawValue: orderName) else {
      throw .invalidValue(
        fields.path("order"), "is \(Problem.show(orderName)), not \"timeline\" or \"recorder\"")
    }
    let limit = RecordingFormat.maxLines
    header = (
      try fields.string("title"), order, try fields.count("recorders", limit: limit),
      try fields.count("steps", limit: limit)
    )
    if let list = try fields.optionalArray("leftOut") {
      for element in list {
        guard case .string(let text) = element else {
          throw fields.wrongType("leftOut", "an array of strings", element)
        }
        leftOut.append(text.text)
      }
    }
  }

  /// The snapshot read, once every declared line has been.
  func snapshot() throws(Problem) -> InteractionSnapshot {
    guard let header else {
      throw .cannotRead("empty file, expected a \(SnapshotFormat.name) header line")
    }
    guard recorders.count == header.recorders else {
      throw .tooFew("recorder", declared: header.recorders, found: recorders.count)
    }
    guard steps.count == header.steps else {
      throw .tooFew("step", declared: header.steps, found: steps.count)
    }
    return InteractionSnapshot(
      title: header.title, order: header.order, recorders: recorders, leftOut: leftOut,
      steps: steps)
  }
}
