import DobbyTestSupport
import Synchronization
import Testing

@testable import DobbyCore

/// The rule of test scopes against the brute-force model: a pattern
/// verified in a test counts that test's interactions and those recorded
/// outside any test, and leaves out another test's.
struct ScopeFilterOracleTests {
  /// Records `event` on its lane's recorder in the scope of its test:
  /// `own`, `other`, or none; the own scope bound around the record, or,
  /// with `entering`, between ``TestScope/enter(_:)`` and
  /// ``TestScope/leave()``, as XCTest's observation binds it.
  private static func record(
    _ event: PatternOracle.Event, on recorders: [Recorder<Int>], own: ScopeRecord,
    other: ScopeRecord, entering: Bool = false
  ) {
    let record = { recorders[event.lane].record(event.value) }
    switch event.test {
    case PatternOracle.ownTest where entering:
      TestScope.enter(own)
      record()
      TestScope.leave()
    case PatternOracle.ownTest: TestScope.run(own, record)
    case PatternOracle.otherTest: TestScope.run(other, record)
    default: record()
    }
  }

  /// How many of `pattern`'s events the other test recorded on a
  /// recorder that the pattern replays: the foreign interactions a report
  /// names.
  private static func foreignCount(_ pattern: PatternOracle.Case) -> Int {
    let replayed = Set(pattern.rules.map(\.lane) + pattern.watched)
    return pattern.events.filter {
      $0.test == PatternOracle.otherTest && replayed.contains($0.lane)
    }.count
  }

  /// The library's verdict on `pattern` in the own test's scope, each
  /// event recorded in the scope of its test.
  private static func checkInOwnTest(_ pattern: PatternOracle.Case) -> VerificationReport {
    let own = ScopeRecord(name: "own()")
    let other = ScopeRecord(name: "other()")
    let recorders = (0..<pattern.lanes).map { Recorder<Int>(name: "r\($0)") }
    for event in pattern.events { record(event, on: recorders, own: own, other: other) }
    return TestScope.run(own) { PatternOracle.build(pattern, on: recorders).check() }
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func `verdicts in a scope agree with the model, which leaves out other tests`(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      var pattern = PatternOracle.Case.random(using: &random)
      for index in pattern.events.indices {
        pattern.events[index].test = Int.random(in: 0...2, using: &random)
      }
      let report = Self.checkInOwnTest(pattern)
      #expect(report.passed == PatternOracle.passesInOwnTest(pattern), "\(pattern)")
      // Every other test's interaction on a replayed recorder is named.
      #expect(report.foreignInteractions.count == Self.foreignCount(pattern), "\(pattern)")
      #expect(report.foreignInteractions.allSatisfy { $0.test == "other()" }, "\(pattern)")
    }
  }

  /// The library's verdict on `pattern` in the own test's scope, as
  /// ``checkInOwnTest(_:)``, when the own test ends before event
  /// `ownEnd` and the other test before event `otherEnd`: the later
  /// events of each are recorded by tasks that outlived it.
  ///
  /// - Returns: The verdict, the late work reported, and the steps of the
  ///   own test's late-work recording.
  private static func checkWithLateTasks(
    _ pattern: PatternOracle.Case, ownEnd: Int, otherEnd: Int, entering: Bool
  ) -> (report: VerificationReport, notes: [String], lateSteps: [LateInteractions.Step]) {
    let own = ScopeRecord(name: "own()")
    let other = ScopeRecord(name: "other()")
    let recorders = (0..<pattern.lanes).map { Recorder<Int>(name: "r\($0)") }
    let notes = Mutex<[String]>([])
    let report = LateWork.$sink.withValue({ note in notes.withLock { $0.append(note) } }) {
      for (index, event) in pattern.events.enumerated() {
        if index == ownEnd { _ = own.end() }
        if index == otherEnd { _ = other.end() }
        record(event, on: recorders, own: own, other: other, entering: entering)
      }
      return TestScope.run(own) { PatternOracle.build(pattern, on: recorders).check() }
    }
    return (report, notes.withLock { $0 }, own.lateSteps())
  }

  @Test(arguments: [UInt64(4), 5, 6])
  func `tasks that outlive their test still record for it, and are reported once`(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var disagreements = 0
    for _ in 0..<300 {
      var pattern = PatternOracle.Case.random(using: &random)
      for index in pattern.events.indices {
        pattern.events[index].test = Int.random(in: 0...2, using: &random)
      }
      let count = pattern.events.count
      let (ownEnd, otherEnd) = (
        Int.random(in: 0...count, using: &random), Int.random(in: 0...count, using: &random)
      )
      let (report, notes, lateSteps) = Self.checkWithLateTasks(
        pattern, ownEnd: ownEnd, otherEnd: otherEnd, entering: Bool.random(using: &random))
      // The model's late steps: the own test's events from its end on, in
      // the order they were recorded, as the late-work recording lists them.
      let modelLate = pattern.events.indices.filter {
        $0 >= ownEnd && pattern.events[$0].test == PatternOracle.ownTest
      }.map { "r\(pattern.events[$0].lane)(\(pattern.events[$0].value))" }
      let late = LateInteractions.report(title: "own()", steps: lateSteps)
      let recorded = late.timeline.map { "\(late.recorders[$0.recorder].name)(\($0.summary))" }
      // The model: a late event is its test's as any other; each test
      // that ended and still recorded, or verifies, is reported once.
      let ownLate = pattern.events.indices.contains {
        $0 >= ownEnd && pattern.events[$0].test == PatternOracle.ownTest
      }
      let otherLate = pattern.events.indices.contains {
        $0 >= otherEnd && pattern.events[$0].test == PatternOracle.otherTest
      }
      let ownVerifiesLate = ownEnd < count
      var expected: [String] = []
      if ownLate || ownVerifiesLate { expected.append(LateWork.text(test: "own()")) }
      if otherLate { expected.append(LateWork.text(test: "other()")) }
      if report.passed != PatternOracle.passesInOwnTest(pattern)
        || Set(notes) != Set(expected) || notes.count != expected.count
        || report.foreignInteractions.count != Self.foreignCount(pattern)
        || recorded != modelLate || late.mismatches.count != modelLate.count
      {
        disagreements += 1
        Issue.record(
          "\(pattern), own ends at \(ownEnd), other at \(otherEnd): \(notes), late \(recorded)")
      }
    }
    #expect(disagreements == 0)
  }

  private static let site = CallSite(
    fileID: "DobbyCoreTests/ScopeFilterOracleTests.swift", filePath: "ScopeFilterOracleTests.swift",
    line: 1, column: 1)

  @Test(arguments: [UInt64(7), 8])
  func `a wait under way at its test's end is reported by the end, and by nothing else`(
    seed: UInt64
  ) {
    var random = SeededGenerator(seed: seed)
    var disagreements = 0
    let pattern = Pattern()
    for _ in 0..<500 {
      // Up to 4 waits, each beginning and ending at random points around
      // the scope's end (point 0...8, the end at a random point).
      let scope = ScopeRecord(name: "own()")
      let end = Int.random(in: 0...8, using: &random)
      let waits = (0..<Int.random(in: 0...4, using: &random)).map { _ -> (Int, Int) in
        let begin = Int.random(in: 0...8, using: &random)
        return (begin, Int.random(in: begin...8, using: &random))
      }
      var tickets: [Int: Int] = [:]
      var reportedByEnd: [Int] = []
      var reportedByWait: [Int] = []
      var atEnd = 0
      for point in 0...8 {
        for (index, wait) in waits.enumerated() where wait.0 == point {
          if let ticket = scope.beginWait(pattern, at: Self.site) { tickets[index] = ticket }
        }
        if point == end {
          atEnd = scope.end().waits.count
        }
        for (index, wait) in waits.enumerated() where wait.1 == point {
          // A wait that began after the end has no ticket: it reports
          // itself (late), as one the end did not take.
          guard let ticket = tickets[index] else {
            reportedByWait.append(index)
            continue
          }
          if scope.endWait(ticket) {
            reportedByWait.append(index)
          } else {
            reportedByEnd.append(index)
          }
        }
      }
      // The model: the end takes each wait that began at or before it and
      // had not ended before it; every other wait reports itself.
      // At one point, waits begin, then the scope ends, then waits end.
      let expectedByEnd = waits.indices.filter { waits[$0].0 <= end && waits[$0].1 >= end }
      if Set(reportedByEnd) != Set(expectedByEnd) || atEnd != expectedByEnd.count
        || Set(reportedByWait).union(reportedByEnd) != Set(waits.indices)
      {
        disagreements += 1
        Issue.record("waits \(waits), end at \(end): by end \(reportedByEnd)")
      }
    }
    #expect(disagreements == 0)
  }

  @Test(arguments: [UInt64(10), 11])
  func `a plain XCTest's tear-down takes the waits under way, and its end those begun since`(
    seed: UInt64
  ) {
    var random = SeededGenerator(seed: seed)
    var disagreements = 0
    let pattern = Pattern()
    for _ in 0..<500 {
      // Waits begin and end at points 0...8; the tear-down takes the waits
      // under way at its point, then the scope ends at a later one.
      let scope = ScopeRecord(name: "own()", verifiesWhatIsMade: false)
      let tearDown = Int.random(in: 0...8, using: &random)
      let end = Int.random(in: tearDown...8, using: &random)
      let waits = (0..<Int.random(in: 0...4, using: &random)).map { _ -> (Int, Int) in
        let begin = Int.random(in: 0...8, using: &random)
        return (begin, Int.random(in: begin...8, using: &random))
      }
      var tickets: [Int: Int] = [:]
      var taken = (byTearDown: 0, byEnd: 0)
      var reportedByWait: [Int] = []
      for point in 0...8 {
        for (index, wait) in waits.enumerated() where wait.0 == point {
          if let ticket = scope.beginWait(pattern, at: Self.site) { tickets[index] = ticket }
        }
        if point == tearDown { taken.byTearDown = scope.takeWaits().count }
        if point == end { taken.byEnd = scope.end().waits.count }
        for (index, wait) in waits.enumerated() where wait.1 == point {
          if let ticket = tickets[index], !scope.endWait(ticket) { continue }
          reportedByWait.append(index)
        }
      }
      // The model: at one point, waits begin, then the tear-down or the end
      // takes those under way, then waits end.
      let byTearDown = waits.filter { $0.0 <= tearDown && $0.1 >= tearDown }.count
      let byEnd = waits.filter { $0.0 > tearDown && $0.0 <= end && $0.1 >= end }.count
      let bySelf = waits.count - byTearDown - byEnd
      if taken.byTearDown != byTearDown || taken.byEnd != byEnd || reportedByWait.count != bySelf {
        disagreements += 1
        Issue.record("waits \(waits), tear-down at \(tearDown), end at \(end): \(taken)")
      }
    }
    #expect(disagreements == 0)
  }

  @Test func `with no other test's interactions, the verdict is the plain one`() {
    var random = SeededGenerator(seed: 9)
    for _ in 0..<300 {
      let pattern = PatternOracle.Case.random(using: &random)
      #expect(Self.checkInOwnTest(pattern).passed == PatternOracle.passes(pattern), "\(pattern)")
    }
  }
}
