import DobbyCore
import DobbyRecording
import DobbyTestSupport
import Foundation
import Testing

/// Saving a report and loading it back gives an equal report.
struct RecordingFileRoundTripTests {
  /// `report` saved to a file and read back.
  private func roundTrip(_ report: VerificationReport) throws -> VerificationReport {
    let directory = try TemporaryDirectory()
    let url = directory.url("report.dobby.jsonl")
    try report.save(to: url)
    return try VerificationReport(contentsOf: url)
  }

  @Test(arguments: Mismatch.Kind.allCases)
  func `a report with each mismatch kind comes back equal`(kind: Mismatch.Kind) throws {
    let report = Fixture.report(with: kind)
    #expect(report.mismatches.map(\.kind) == [kind])
    let loaded = try roundTrip(report)
    #expect(loaded == report)
    #expect(loaded.isComplete)
    #expect(!loaded.passed)
  }

  @Test func `another test's interactions come back as otherTest lines`() throws {
    let mailer = Recorder<String>(name: "mailer")
    TestScope.run(ScopeRecord(name: "refund()")) { mailer.record("receipt") }
    let report = TestScope.run(ScopeRecord(name: "checkout()")) { () -> VerificationReport in
      let pattern = Pattern(nice: true)
      pattern.expect("receipt", in: mailer)
      return pattern.check()
    }
    #expect(report.foreignInteractions.map(\.test) == ["refund()"])
    let loaded = try roundTrip(report)
    #expect(loaded == report)
    let directory = try TemporaryDirectory()
    let url = directory.url("report.dobby.jsonl")
    try report.save(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text.contains(
        #"{"kind":"otherTest","recorder":"mailer","index":0,"value":"\"receipt\"","test":"refund()","callSite":{"#
      ))
  }

  @Test func `a shadowed reaction comes back with the newer reaction and the call`() throws {
    let pricing = Stub<String, Int>(name: "pricing")
    pricing.on("SKU-\u{1B}", return: 1)
    pricing.on(any(), return: 0)
    _ = try pricing.invoke("SKU-\u{1B}")
    let report = Pattern().expectUsed(pricing).check()
    let newer = try #require(report.mismatches.first?.reaction?.shadowedBy)
    #expect(newer.matcher == "any()" && newer.arguments == #""SKU-\u{1B}""#)
    let loaded = try roundTrip(report)
    #expect(loaded == report)
    #expect(loaded.mismatches.first?.reaction?.shadowedBy == newer)
  }

  @Test func `an instance changed after it was recorded comes back named`() throws {
    let report = Fixture.ChangedAfterRecording.report()
    #expect(report.changedAfterRecording.map(\.step) == [2])
    let directory = try TemporaryDirectory()
    let url = directory.url("report.dobby.jsonl")
    try report.save(to: url)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let changed = lines.filter { $0.contains(#""changedTo":"#) }
    #expect(changed.count == 1 && changed[0].contains(#""step":1,"#))
    let loaded = try VerificationReport(contentsOf: url)
    #expect(loaded == report)
    #expect(loaded.changedAfterRecording == report.changedAfterRecording)
    #expect(loaded.timeline[1].summary == #"Order(status: "pending")"#)
    #expect(
      loaded.plainText.contains(
        #"note: #2 Order changed after it was recorded: now Order(status: "paid"); verdicts read its current state"#
      ))
  }

  @Test func `a passing report comes back equal`() throws {
    let numbers = Recorder<Int>(name: "numbers")
    numbers.record(1)
    numbers.record(2)
    let pattern = Pattern(nice: true)
    pattern.expect(2, in: numbers)
    let report = pattern.check()
    #expect(report.passed)
    #expect(report.timeline.map(\.verdict) == [.ignored, .matched(expectation: 1)])
    let loaded = try roundTrip(report)
    #expect(loaded == report)
    #expect(loaded.passed && loaded.isComplete && loaded.firstDivergence == nil)
  }

  @Test func `the checkout report with nearest misses comes back equal`() throws {
    let report = Fixture.paysThenMails()
    #expect(report.mismatches.contains { $0.nearestMiss?.differences.isEmpty == false })
    #expect(try roundTrip(report) == report)
  }

  @Test func `unordered reports and every cardinality come back equal`() throws {
    let numbers = Recorder<Int>(name: "numbers")
    for value in [1, 2, 2, 3, 4] { numbers.record(value) }
    let pattern = Pattern(ordered: false)
    pattern.expect(1, in: numbers, times: .exactly(1))
    pattern.expect(2, in: numbers, times: .between(1...2))
    pattern.expect(3, in: numbers, times: .atLeast(1))
    pattern.expect(4, in: numbers, times: .atMost(3))
    pattern.expect(5, in: numbers, times: .never)
    pattern.expect(9, in: numbers)
    let report = pattern.check()
    #expect(try roundTrip(report) == report)
  }

  @Test func `any string survives as valid one-line JSON`() throws {
    let texts = Recorder<String>(name: "texts \u{2029}\"quoted\"\\")
    let strings = [
      "", "plain", "quote \" and backslash \\", "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}\u{7F}",
      "separators \u{2028} \u{2029}", "emoji 👩‍👩‍👧 and é (e\u{301})", "bidi \u{202E}gnp.exe",
      "ends in a backslash \\", String(repeating: "long ", count: 400),
    ]
    for text in strings { texts.record(text) }
    let verification = Pattern()
    verification.expect("plain", in: texts)
    let report = verification.check()
    let directory = try TemporaryDirectory()
    let url = directory.url("strings.dobby.jsonl")
    try report.save(to: url)
    let bytes = try Array(Data(contentsOf: url))
    #expect(!bytes.windows(ofCount: 3).contains { $0.elementsEqual([0xE2, 0x80, 0xA8]) })
    #expect(!bytes.windows(ofCount: 3).contains { $0.elementsEqual([0xE2, 0x80, 0xA9]) })
    let lines = bytes.split(separator: 0x0A)
    // One `source` line too: the lines of this file around the records.
    let sources = lines.count { $0.starts(with: Array(#"{"kind":"source","#.utf8)) }
    #expect(sources == 1)
    #expect(lines.count == 1 + 1 + 1 + report.mismatches.count + sources + strings.count + 1)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line))
      #expect(object is [String: Any])
    }
    let loaded = try VerificationReport(contentsOf: url)
    #expect(loaded == report)
    #expect(loaded.timeline.map { $0.value.text } == report.timeline.map { $0.value.text })
  }

  @Test func `integers beyond 2^53 survive as text and timestamps as strings`() throws {
    let big = Recorder<UInt64>(name: "big")
    big.record(UInt64.max)
    big.record(1 << 53 + 1)
    let pattern = Pattern()
    pattern.expect(UInt64.max, in: big)
    var report = pattern.check()
    report.clockCut = .max
    report.timeline[0].timestamp = 1 << 53
    report.timeline[1].timestamp = 1 << 53 + 1
    let directory = try TemporaryDirectory()
    let url = directory.url("big.dobby.jsonl")
    try report.save(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(#""clockCut":"18446744073709551615""#))
    #expect(text.contains(#""timestamp":9007199254740992,"#))
    #expect(text.contains(#""timestamp":"9007199254740993""#))
    #expect(text.contains(#""text":"18446744073709551615""#))
    #expect(try VerificationReport(contentsOf: url) == report)
  }

  @Test func `value trees deeper than the format's limit are cut like ValueTree cuts them`() throws
  {
    var tree = ValueTree(kind: .scalar, typeName: "Int", text: "0")
    for depth in 0..<150 {
      tree = ValueTree(
        kind: .struct, typeName: "Box", children: [ValueTree.Child(label: "d\(depth)", value: tree)]
      )
    }
    let loaded = try roundTrip(Fixture.holding(tree, title: "deep", recorder: "boxes"))
    var node = loaded.timeline[0].value
    var depth = 1
    while let child = node.children.first?.value {
      node = child
      depth += 1
    }
    #expect(depth == RecordingFormat.maxValueDepth + 1)
    #expect(node.kind == .depthLimit)
    #expect(node.typeName == "Box")
  }

  @Test func `callers, the verify line and a timeout come back equal`() throws {
    var report = Fixture.report(with: .unexpected)
    report.timeline[0].caller = Fixture.placeCaller
    report.timeline[1].caller = Caller(function: "OrderService.refund(_:)", callSite: nil)
    report.verifiedAt = CallSite(
      fileID: "ShopTests/OrderTests.swift", filePath: "/src/Tests/OrderTests.swift", line: 30,
      column: 5)
    report.timedOut = Timeout(milliseconds: 500, startTick: 1)
    let loaded = try roundTrip(report)
    #expect(loaded == report)
    #expect(loaded.timeline[0].caller?.callSite?.line == 42)
    #expect(loaded.timeline[1].caller?.callSite == nil)
    #expect(loaded.verifiedAt?.line == 30)
    #expect(loaded.timedOut == Timeout(milliseconds: 500, startTick: 1))
  }

  @Test(arguments: [Timeout.Ending.final(step: 2), .cancelled, .deadline])
  func `how a wait ended comes back equal`(ending: Timeout.Ending) throws {
    var report = Fixture.report(with: .unexpected)
    report.timedOut = Timeout(milliseconds: 12, startTick: 1, ending: ending)
    let loaded = try roundTrip(report)
    #expect(loaded.timedOut == report.timedOut)
    #expect(loaded.waitSummary == report.waitSummary)
  }

  @Test func `a recording without the new fields loads with none`() throws {
    let loaded = try roundTrip(Fixture.report(with: .unexpected))
    #expect(loaded.verifiedAt == nil)
    #expect(loaded.timedOut == nil)
    #expect(loaded.timeline.allSatisfy { $0.caller == nil })
  }
}

extension Array {
  /// The runs of `count` consecutive elements.
  fileprivate func windows(ofCount count: Int) -> [ArraySlice<Element>] {
    guard self.count >= count else { return [] }
    return (0...(self.count - count)).map { self[$0..<$0 + count] }
  }
}

extension RecordingFileRoundTripTests {
  @Test func `after edges and a broken edge come back equal`() throws {
    let report = Fixture.Site.thing.brokenEdge()
    let directory = try TemporaryDirectory()
    let url = directory.url("edge.dobby.jsonl")
    try report.save(to: url)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(#""matchCount":1,"after":[1],"callSite""#))
    #expect(text.contains(#""expectation":2,"predecessor":1,"predecessorStep":1"#))
    let loaded = try VerificationReport(contentsOf: url)
    #expect(loaded == report)
    #expect(loaded.expectations.map(\.after) == [[], [1]])
    #expect(loaded.mismatches.first?.predecessor == 1)
    #expect(loaded.mismatches.first?.predecessorStep == 2)
  }

  @Test func `a recording written before edges loads with none`() throws {
    let old = Lines.file(
      Lines.header(), Lines.recorder, Lines.expectation(), Lines.interaction(),
      Lines.verification)
    let directory = try TemporaryDirectory()
    let url = directory.url("old.dobby.jsonl")
    try Data(old.utf8).write(to: url)
    let loaded = try VerificationReport(contentsOf: url)
    #expect(loaded.expectations.map(\.after) == [[]])
    #expect(loaded.passed)
  }
}
