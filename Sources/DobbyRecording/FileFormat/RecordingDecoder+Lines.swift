import DobbyCore

extension RecordingDecoder {
  // MARK: Line kinds

  func recorder(_ fields: LineFields) throws(Problem) -> RecorderSummary {
    RecorderSummary(
      id: try sequence(fields, "id", expected: recorders.count),
      name: try fields.string("name"),
      valueType: try fields.string("valueType"))
  }

  mutating func expectation(_ fields: LineFields) throws(Problem) -> ExpectationRecord {
    let id = ExpectationID(
      number: try sequence(
        fields, "id", expected: ExpectationID(index: expectations.count).number))
    let rule = try fields.string("rule")
    guard let kind = ExpectationRecord.Kind(rawValue: rule) else {
      throw .invalidValue(
        fields.path("rule"), "is \(Problem.show(rule)), expected expect or reject")
    }
    var expectation = ExpectationRecord(
      id: id, kind: kind,
      recorder: try fields.reference("recorder", count: recorders.count, of: "recorder"),
      matcher: try fields.string("matcher"),
      cardinality: try cardinality(fields),
      callSite: try callSite(try fields.object("callSite")),
      matchCount: try fields.int("matchCount"))
    // Optional fields added later are set here, one line each.
    expectation.reason = try fields.optionalString("reason")
    expectation.after = try fields.optionalExpectationIDs(
      "after", count: id.index, of: "earlier expectation")
    return expectation
  }

  mutating func mismatch(_ fields: LineFields) throws(Problem) -> Mismatch {
    _ = try sequence(fields, "index", expected: mismatches.count)
    let name = try fields.string("mismatch")
    guard let kind = Mismatch.Kind(rawValue: name) else {
      let kinds = Mismatch.Kind.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidValue(
        fields.path("mismatch"), "is \(Problem.show(name)), expected one of \(kinds)")
    }
    let steps = header!.interactions
    let count = expectations.count
    var nearestMiss: NearestMiss?
    if let miss = try fields.optionalObject("nearestMiss") {
      var differences: [FieldMismatch] = []
      for (index, element) in try miss.array("differences").enumerated() {
        let difference = try miss.fields(element, path: miss.path(element: "differences[\(index)]"))
        differences.append(
          FieldMismatch(
            path: try difference.string("path"),
            expected: try difference.optionalString("expected"),
            actual: try difference.optionalString("actual")))
      }
      nearestMiss = NearestMiss(
        expectation: try miss.optionalExpectationID("expectation", count: count),
        step: try miss.optionalStep("step", count: steps),
        differences: differences)
    }
    var mismatch = Mismatch(
      kind: kind,
      step: try fields.optionalStep("step", count: steps),
      expectation: try fields.optionalExpectationID("expectation", count: count),
      due: try fields.optionalExpectationID("due", count: count),
      predecessor: try fields.optionalExpectationID("predecessor", count: count),
      predecessorStep: try fields.optionalStep("predecessorStep", count: steps),
      nearestMiss: nearestMiss)
    // An unused stub reaction names the reaction (other kinds ignore it).
    if kind == .unused {
      let reaction = try fields.object("reaction")
      let earlier = try reaction.optionalObject("shadowedBy")
      mismatch.reaction = UnusedReaction(
        stub: try reaction.string("stub"), matcher: try reaction.string("matcher"),
        callSite: try callSite(try reaction.object("callSite")),
        shadowedBy: try earlier.map { earlier throws(Problem) in
          ShadowingReaction(
            matcher: try earlier.string("matcher"),
            callSite: try callSite(try earlier.object("callSite")),
            arguments: try earlier.string("arguments"))
        })
    }
    return mismatch
  }

  mutating func interaction(_ fields: LineFields) throws(Problem) -> TimelineEntry {
    // Read in the order the encoder writes, which the lookups favour.
    // Version 1 named the step "seq".
    let key: StaticString =
      fields.optional("step") == nil && fields.optional("seq") != nil
      ? "seq" : "step"
    let step = try sequence(fields, key, expected: stepsBefore + timeline.count)
    let timestamp = try fields.timestamp("timestamp")
    let recorder = try fields.reference("recorder", count: recorders.count, of: "recorder")
    let index = try fields.int("index")
    let verdict = try verdict(fields)
    let callSite = try callSite(try fields.object("callSite"))
    let caller = try caller(fields)
    let entry = TimelineEntry(
      step: TimelineStep(index: step), timestamp: timestamp, recorder: recorder,
      index: index,
      value: try valueNode(try fields.object("value")).tree, callSite: callSite,
      caller: caller, verdict: verdict)
    // Optional fields added later are set here, one line each:
    // `entry.field = try fields.ifPresent("field", fields.string)`.
    if let current = try fields.optionalObject("changedTo") {
      let step = TimelineStep(index: stepsBefore + timeline.count)
      changedAfterRecording.append(ChangedValue(step: step, current: try valueNode(current).tree))
    }
    return entry
  }

  // MARK: Parts

  /// An interaction's optional `caller`: a function and, when known, its
  /// call site.
  private mutating func caller(_ fields: LineFields) throws(Problem) -> Caller? {
    guard let caller = try fields.optionalObject("caller") else { return nil }
    var site: CallSite?
    if let fields = try caller.optionalObject("callSite") { site = try callSite(fields) }
    return Caller(function: try caller.string("function"), callSite: site)
  }

  /// A line's own number (`id`, `index`, `step`), which must continue the
  /// sequence of the lines before it.
  private func sequence(
    _ fields: LineFields, _ key: StaticString, expected: Int
  ) throws(Problem) -> Int {
    let value = try fields.int(key)
    if value < expected { throw .duplicate(fields.path(key), value) }
    if value > expected { throw .outOfSequence(fields.path(key), value, expected: expected) }
    return value
  }

  private func cardinality(_ fields: LineFields) throws(Problem) -> Cardinality {
    let value = try fields.required("cardinality")
    func malformed(_ what: String) -> Problem {
      .invalidValue(
        fields.path("cardinality"),
        "is \(what), expected \"once\", \"never\", {\"exactly\": n}, {\"atLeast\": n}, "
          + "{\"atMost\": n} or {\"between\": [a, b]}")
    }
    switch value {
    case .string(let string):
      switch string.text {
      case "once": return .once
      case "never": return .never
      case let text: throw malformed(Problem.show(text))
      }
    case .object(let object) where object.count == 1:
      let inner = LineFields(object, line: fields.line)
      func count(_ key: StaticString) throws(Problem) -> Int {
        let n = try inner.int(key)
        guard n >= 0 else { throw .invalidValue(inner.path(key), "is \(n), expected 0 or more") }
        return n
      }
      switch object.firstKey {
      case "exactly": return .exactly(try count("exactly"))
      case "atLeast": return .atLeast(try count("atLeast"))
      case "atMost": return .atMost(try count("atMost"))
      case "between":
        let bounds = Array(try inner.array("between"))
        guard bounds.count == 2, case .number(let low) = bounds[0],
          case .number(let high) = bounds[1], let lower = low.int, let upper = high.int,
          lower >= 0, lower <= upper
        else {
          throw .invalidValue(
            inner.path("between"), "must be [a, b] with integers 0 <= a <= b")
        }
        return .between(lower...upper)
      default: throw malformed("an object with key \(Problem.show(object.firstKey ?? ""))")
      }
    default: throw malformed(value.kindDescription)
    }
  }

  private func verdict(_ fields: LineFields) throws(Problem) -> Verdict {
    let value = try fields.required("verdict")
    switch value {
    case .string(let string) where string.text == "ignored":
      return .ignored
    case .object(let object) where object.count == 1 && object.firstKey(is: "matched"):
      return .matched(
        expectation: try LineFields(object, line: fields.line).expectationID(
          "matched", count: expectations.count))
    case .object(let object) where object.count == 1 && object.firstKey(is: "mismatch"):
      return .mismatch(
        try LineFields(object, line: fields.line).reference(
          "mismatch", count: mismatches.count, of: "mismatch"))
    default:
      let shown: String
      if case .string(let string) = value {
        shown = Problem.show(string.text)
      } else {
        shown = value.kindDescription
      }
      throw .invalidValue(
        fields.path("verdict"),
        "is \(shown), expected \"ignored\", {\"matched\": id} or {\"mismatch\": index}")
    }
  }

  /// A call site; one like the last shares its strings (most lines of a
  /// recording name the same few files).
  mutating func callSite(_ fields: LineFields) throws(Problem) -> CallSite {
    // (`&&` and `??` would lose the error type.)
    var last = lastCallSite
    if let site = last {
      if try !fields.string("fileID", equals: site.fileID) {
        last = nil
      } else if try !fields.string("filePath", equals: site.filePath) {
        last = nil
      }
    }
    let fileID: String
    let filePath: String
    if let last {
      (fileID, filePath) = (last.fileID, last.filePath)
    } else {
      (fileID, filePath) = (try fields.string("fileID"), try fields.string("filePath"))
    }
    let line = try fields.int("line")
    let column = try fields.int("column")
    if let last, last.line == line, last.column == column { return last }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    lastCallSite = site
    return site
  }

  /// A value node and the label it has as a child (`nil` for the root and
  /// for collection elements). (A pair rather than a `ValueTree.Child`,
  /// whose parts the callers would copy out and into the children.)
  mutating func valueNode(
    _ fields: LineFields
  ) throws(Problem) -> (label: String?, tree: ValueTree) {
    // Its members are found in one pass, then read in the order the
    // encoder writes them. Labels and type names repeat from line to
    // line: they are shared.
    let found = ValueNodeMembers(fields.object)
    let label = try fields.optionalString("label", at: found.label, sharing: &recentStrings)
    guard let kind = try fields.valueKind("kind", at: found.kind) else {
      let name = try fields.string("kind", at: found.kind)
      throw .invalidValue(fields.path("kind"), "is \(Problem.show(name)), not a value kind")
    }
    let typeName = try fields.string("type", at: found.type, sharing: &recentStrings)
    let text = try fields.optionalString("text", at: found.text)
    var children: [ValueTree.Child] = []
    if let elements = try fields.optionalArray("children", at: found.children) {
      children.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        let (label, tree) = try valueNode(
          try fields.fields(element, path: fields.path(element: "children[\(index)]")))
        children.append(ValueTree.Child(label: label, value: tree))
      }
    }
    let elided = try fields.optionalInt("elided", at: found.elided) ?? 0
    return (
      label,
      ValueTree(kind: kind, typeName: typeName, text: text, children: children, elided: elided)
    )
  }
}
