/// Fuzzes the renderers with arbitrary reports: any names, values, indices
/// (in range or not), verdicts and mismatches. Every rendering must finish
/// without crashing and must not pass a terminal-controlling character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  var input = FuzzInput(Array(UnsafeRawBufferPointer(start: start, count: count)))
  let report = makeReport(&input)
  for format in ReportFormat.allCases where format != .json {
    let options = PlainTextOptions(
      color: input.bool(), ascii: input.bool(), basePath: input.bool() ? "/" : nil,
      recordingPath: input.bool() ? input.string() : nil, width: input.int(below: 300))
    let text = report.rendered(as: format, options: options)
    for scalar in text.unicodeScalars where scalar != "\n" && DisplayText.isUnsafe(scalar) {
      // Colour codes are the renderer's own, and only in plain text.
      if scalar == "\u{1B}" && options.color && format == .plain { continue }
      fatalError("\(format) passed U+\(String(scalar.value, radix: 16)) through")
    }
  }
  _ = report.rendered(as: .json)
  return 0
}

func makeReport(_ input: inout FuzzInput) -> VerificationReport {
  let recorders = (0..<input.int(below: 6)).map {
    RecorderSummary(id: $0, name: input.string(), valueType: input.string(limit: 8))
  }
  let kinds = Mismatch.Kind.allCases
  let cardinalities: [Cardinality] = [
    .once, .exactly(input.anyInt()), .atLeast(input.anyInt()), .atMost(input.anyInt()), .never,
  ]
  let expectations = (0..<input.int(below: 6)).map { id in
    ExpectationRecord(
      id: id + 1, kind: input.bool() ? .expect : .reject, recorder: input.anyInt(),
      matcher: input.string(), cardinality: cardinalities[input.int(below: cardinalities.count)],
      callSite: CallSite(
        fileID: input.string(limit: 10), filePath: input.string(limit: 20), line: input.anyInt(),
        column: input.anyInt()),
      matchCount: input.anyInt())
  }
  let timeline = (0..<input.int(below: 40)).map { sequence in
    let verdict: Verdict =
      switch input.byte() % 3 {
      case 0: .matched(expectation: input.anyInt())
      case 1: .ignored
      default: .mismatch(input.anyInt())
      }
    return TimelineEntry(
      sequence: sequence, timestamp: UInt64(truncatingIfNeeded: input.anyInt()),
      recorder: input.anyInt(), index: input.anyInt(), value: makeTree(&input, depth: 0),
      callSite: CallSite(
        fileID: "F.swift", filePath: input.string(limit: 20), line: input.anyInt(), column: 1),
      verdict: verdict)
  }
  let mismatches = (0..<input.int(below: 6)).map { _ in
    Mismatch(
      kind: kinds[input.int(below: kinds.count)], step: input.bool() ? input.anyInt() : nil,
      expectation: input.bool() ? input.anyInt() : nil, due: input.bool() ? input.anyInt() : nil,
      nearestMiss: input.bool()
        ? NearestMiss(
          expectation: input.bool() ? input.anyInt() : nil,
          step: input.bool() ? input.anyInt() : nil,
          differences: (0..<input.int(below: 4)).map { _ in
            FieldMismatch(
              path: input.string(), expected: input.bool() ? input.string() : nil,
              actual: input.bool() ? input.string() : nil)
          }) : nil)
  }
  return VerificationReport(
    title: input.string(), mode: PatternMode(strict: input.bool(), ordered: input.bool()),
    clockCut: UInt64(truncatingIfNeeded: input.anyInt()), recorders: recorders,
    expectations: expectations, timeline: timeline, mismatches: mismatches,
    firstDivergence: input.bool() ? input.anyInt() : nil, passed: input.bool(),
    isComplete: input.bool())
}

func makeTree(_ input: inout FuzzInput, depth: Int) -> ValueTree {
  let kinds: [ValueTree.Kind] = [
    .scalar, .string, .struct, .class, .enum, .tuple, .collection, .dictionary, .set, .nil,
    .depthLimit, .cycle,
  ]
  let kind = kinds[input.int(below: kinds.count)]
  let childCount = depth > 4 || input.isExhausted ? 0 : input.int(below: 4)
  return ValueTree(
    kind: kind, typeName: input.string(limit: 8), text: input.bool() ? input.string() : nil,
    children: (0..<childCount).map { _ in
      ValueTree.Child(
        label: input.bool() ? input.string(limit: 8) : nil,
        value: makeTree(&input, depth: depth + 1))
    },
    elided: input.bool() ? input.anyInt() : 0)
}
