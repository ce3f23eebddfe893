public import DobbyCore

/// Builds an arbitrary report from fuzzer bytes: any names and values,
/// indices in range or not, any verdicts and mismatches.
public func makeReport(_ input: inout FuzzInput) -> VerificationReport {
  let recorders = (0..<input.int(below: 6)).map {
    RecorderSummary(id: $0, name: input.string(), valueType: input.string(limit: 8))
  }
  let kinds = Mismatch.Kind.allCases
  let cardinalities: [Cardinality] = [
    .once, .exactly(input.anyInt()), .atLeast(input.anyInt()), .atMost(input.anyInt()), .never,
  ]
  let expectations = (0..<input.int(below: 6)).map { id in
    ExpectationRecord(
      id: ExpectationID(index: id), kind: input.bool() ? .expect : .reject,
      recorder: input.anyInt(),
      matcher: input.string(), cardinality: cardinalities[input.int(below: cardinalities.count)],
      callSite: CallSite(
        fileID: input.string(limit: 10), filePath: input.string(limit: 20), line: input.anyInt(),
        column: input.anyInt()),
      matchCount: input.anyInt(), reason: input.bool() ? input.string() : nil,
      after: input.bool() ? [input.expectationID(), input.expectationID()] : [])
  }
  let timeline = (0..<input.int(below: 40)).map { sequence in
    let verdict: Verdict =
      switch input.byte() % 3 {
      case 0: .matched(expectation: input.expectationID())
      case 1: .ignored
      default: .mismatch(input.anyInt())
      }
    return TimelineEntry(
      step: TimelineStep(index: sequence),
      timestamp: UInt64(truncatingIfNeeded: input.anyInt()),
      recorder: input.anyInt(), index: input.anyInt(), value: makeTree(&input, depth: 0),
      callSite: CallSite(
        fileID: "F.swift", filePath: input.string(limit: 20), line: input.anyInt(), column: 1),
      verdict: verdict)
  }
  let mismatches = (0..<input.int(below: 6)).map { _ in
    Mismatch(
      kind: kinds[input.int(below: kinds.count)], step: input.bool() ? input.step() : nil,
      expectation: input.bool() ? input.expectationID() : nil,
      due: input.bool() ? input.expectationID() : nil,
      predecessor: input.bool() ? input.expectationID() : nil,
      predecessorStep: input.bool() ? input.step() : nil,
      nearestMiss: input.bool()
        ? NearestMiss(
          expectation: input.bool() ? input.expectationID() : nil,
          step: input.bool() ? input.step() : nil,
          differences: (0..<input.int(below: 4)).map { _ in
            FieldMismatch(
              path: input.string(), expected: input.bool() ? input.string() : nil,
              actual: input.bool() ? input.string() : nil)
          }) : nil,
      reaction: input.bool()
        ? UnusedReaction(
          stub: input.string(), matcher: input.string(),
          callSite: CallSite(
            fileID: input.string(limit: 10), filePath: input.string(limit: 20),
            line: input.anyInt(), column: input.anyInt()),
          shadowedBy: input.bool()
            ? ShadowingReaction(
              matcher: input.string(),
              callSite: CallSite(
                fileID: input.string(limit: 10), filePath: input.string(limit: 20),
                line: input.anyInt(), column: input.anyInt()),
              arguments: input.string()) : nil) : nil)
  }
  return VerificationReport(
    title: input.string(), mode: PatternMode(strict: input.bool(), ordered: input.bool()),
    clockCut: UInt64(truncatingIfNeeded: input.anyInt()), recorders: recorders,
    expectations: expectations, timeline: timeline, mismatches: mismatches,
    firstDivergence: input.bool() ? input.step() : nil, passed: input.bool(),
    isComplete: input.bool())
}

public func makeTree(_ input: inout FuzzInput, depth: Int) -> ValueTree {
  let kinds: [ValueTree.Kind] = [
    .scalar, .string, .struct, .class, .enum, .tuple, .collection, .dictionary, .set, .nil,
    .depthLimit, .cycle, .shared,
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

extension FuzzInput {
  /// Any step, in the timeline or not.
  mutating func step() -> TimelineStep { TimelineStep(index: anyInt()) }

  /// Any expectation id, of an expectation or not.
  mutating func expectationID() -> ExpectationID { ExpectationID(number: anyInt()) }
}
