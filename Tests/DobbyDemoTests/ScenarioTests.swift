import DobbyCore
import DobbyDemo
import DobbyRecording
import Foundation
import Testing

/// Every demo scenario runs and its report is exactly what the articles and
/// the debugger show, so the demo cannot rot.
struct ScenarioTests {
  struct Outcome: Sendable, CustomTestStringConvertible {
    var name: String
    var kinds: [Mismatch.Kind]
    var firstDivergence: TimelineStep?
    var testDescription: String { name }
  }

  @Test(arguments: [
    Outcome(name: "happy-path", kinds: [], firstDivergence: nil),
    Outcome(name: "out-of-order", kinds: [.outOfOrder], firstDivergence: 4),
    Outcome(name: "unexpected-call", kinds: [.unexpected], firstDivergence: 7),
    Outcome(name: "wrong-currency", kinds: [.unfulfilled], firstDivergence: 5),
    Outcome(name: "unpaid-receipt", kinds: [.outOfOrder], firstDivergence: 1),
    Outcome(
      name: "shadowed-decline", kinds: [.rejected, .unfulfilled, .unused], firstDivergence: 3),
    Outcome(name: "oversold", kinds: [.exceeded], firstDivergence: 2),
    Outcome(name: "charged-twice", kinds: [.exceeded], firstDivergence: 2),
  ])
  func `each scenario reports what it demonstrates`(outcome: Outcome) async throws {
    let scenario = try #require(Scenarios.named(outcome.name))
    let report = await scenario.run()
    #expect(report.passed == outcome.kinds.isEmpty)
    #expect(report.mismatches.map(\.kind) == outcome.kinds)
    #expect(report.firstDivergence == outcome.firstDivergence)
  }

  @Test func `the scenarios are the eight of the demo, in order`() {
    #expect(
      Scenarios.all.map(\.name) == [
        "happy-path", "out-of-order", "unexpected-call", "wrong-currency", "unpaid-receipt",
        "shadowed-decline", "oversold", "charged-twice",
      ])
    #expect(Scenarios.mostInstructive.name == "wrong-currency")
  }

  @Test func `the wrong currency is explained field by field`() async throws {
    let report = await Scenario.wrongCurrency.run()
    let miss = try #require(report.mismatches.first?.nearestMiss)
    #expect(
      miss.differences == [
        FieldMismatch(path: ".0.currency", expected: #""EUR""#, actual: #""USD""#)
      ])
    #expect(report.recorders.map(\.name) == ["inventory", "audit", "payments", "mailer"])
  }

  @Test(arguments: 0..<20)
  func `the oversold race fails on every run`(run: Int) async {
    let report = await Scenario.oversold.run()
    #expect(report.mismatches.map(\.kind) == [.exceeded], "run \(run)")
  }
}

extension ScenarioTests {
  @Test func `the race passes when the checkouts run one after the other`() async {
    let report = await Scenario.soldOnce.run()
    #expect(report.passed)
    #expect(report.timeline.count == 1)
    let oversold = await Scenario.oversold.run()
    #expect(report.title == oversold.title)
  }

  @Test func `the race's passing and failing runs are saved for --diff`() async throws {
    let directory = "/tmp/dobby-demo-tests-\(getpid())-race"
    defer { _ = try? FileManager.default.removeItem(atPath: directory) }
    let (passing, failing) = try await DemoRecordings.recordRace(
      in: RecordingStore(directory: directory))
    let a = try VerificationReport(contentsOf: URL(fileURLWithPath: passing.path))
    let b = try VerificationReport(contentsOf: URL(fileURLWithPath: failing.path))
    #expect(a.passed && !b.passed)
    #expect(a.timeline.map(\.summary) == ["OrderLine(sku: \"KB-01\", quantity: 1)"])
    #expect(b.timeline.count == 2)
  }

  @Test(arguments: Scenarios.all.map { $0.name })
  func `each scenario saves a recording that loads back`(name: String) async throws {
    let directory = "/tmp/dobby-demo-tests-\(getpid())-\(name)"
    defer { _ = try? FileManager.default.removeItem(atPath: directory) }
    let scenario = try #require(Scenarios.named(name))
    let (report, recording) = try await DemoRecordings.record(
      scenario, in: RecordingStore(directory: directory))
    #expect(recording.path.hasPrefix(directory + "/"))
    let loaded = try VerificationReport(contentsOf: URL(fileURLWithPath: recording.path))
    #expect(loaded == report)
  }

  @Test func `the async scenario names the retry loop's await as the caller of both charges`()
    async throws
  {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dobby-demo-async-\(UInt64.random(in: 0...UInt64.max))").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (report, _) = try await DemoRecordings.record(
      .chargedTwice, in: RecordingStore(directory: directory))
    let lines = report.plainText(PlainTextOptions(color: false)).split(separator: "\n")
    #expect(
      lines[1].hasSuffix(
        #"error: DOBBY-E005 exceeded: #2 billing((999, "acct-7")) is one more than E1 billing "#
          + #"(== 999, == "acct-7") allows (once)"#))
    #expect(
      lines[2].hasPrefix("  called from: ")
        && lines[2].hasSuffix(
          "Demo/DobbyDemo/Shop/RenewalService.swift:29 in RenewalService.renew(account:cents:)"),
      "\(lines)")
    #expect(report.timeline.map { $0.caller?.callSite?.line } == [29, 29])
  }
}
