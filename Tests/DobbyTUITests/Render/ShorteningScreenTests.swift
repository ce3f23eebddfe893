import DobbyCore
import Testing

@testable import DobbyTUI

/// What is cut is cut from the middle: field paths keep their last
/// component, values their head and tail, badges shrink before values
/// vanish; lanes take the width they need.
struct ShorteningScreenTests {
  struct Address: Sendable, Equatable {
    var street: String
    var postalCode: String
  }

  struct Parcel: Sendable, Equatable {
    var reference: String
    var shippingAddressOfTheCustomer: Address
  }

  /// One parcel recorded with the wrong postal code, against an
  /// expectation that stays unfulfilled.
  static func parcelReport() -> ReportIndex {
    let parcels = Recorder<Parcel>(name: "parcels")
    let sent = Parcel(
      reference: "A-1001",
      shippingAddressOfTheCustomer: Address(street: "Main 1", postalCode: "8000"))
    var wanted = sent
    wanted.shippingAddressOfTheCustomer.postalCode = "8001"
    parcels.record(sent, fileID: "T.swift", filePath: "/src/T.swift", line: 7, column: 1)
    let pattern = Pattern(nice: true, title: "ParcelTests.postalCode")
    pattern.expect(
      wanted, in: parcels, fileID: "T.swift", filePath: "/src/T.swift", line: 9, column: 1)
    return ReportIndex(pattern.check())
  }

  /// `count` steps over `lanes` recorders of six-digit numbers, each
  /// matched by an expectation numbered past 149,000.
  static func highNumbers(lanes: Int, value: (Int) -> String) -> ReportIndex {
    let site = CallSite(fileID: "B.swift", filePath: "/src/B.swift", line: 1, column: 1)
    let timeline = (0..<lanes).map { step in
      TimelineEntry(
        step: TimelineStep(index: step), timestamp: UInt64(step + 1), recorder: step, index: 0,
        value: ValueTree(kind: .scalar, typeName: "Int", text: value(step)), callSite: site,
        verdict: .matched(expectation: ExpectationID(number: 149_988 + step)))
    }
    let recorders = (0..<lanes).map { RecorderSummary(id: $0, name: "lane\($0)", valueType: "Int") }
    let expectations = (0..<lanes).map {
      ExpectationRecord(
        id: ExpectationID(number: 149_988 + $0), kind: .expect, recorder: $0, matcher: "any()",
        cardinality: .once,
        callSite: site, matchCount: 1)
    }
    return ReportIndex(
      VerificationReport(
        title: "BigTests.high", mode: PatternMode(strict: true, ordered: false),
        clockCut: UInt64(lanes), recorders: recorders, expectations: expectations,
        timeline: timeline, mismatches: [], firstDivergence: nil, passed: true))
  }

  @Test
  func `a field path takes the room short values leave and matching fields show their matcher`() {
    let screen = Screen.text(size: Screen.medium, report: Self.parcelReport())
    #expect(
      screen.contains(#"  .reference                                == "A-1001"  "A-1001"  "#),
      "\(screen)")
    #expect(
      screen.contains(#"  .shippingAddressOfTheCustomer.postalCode  == "8001"    "8000"  "#),
      "\(screen)")
  }

  @Test func `a high expectation number shrinks the badge, not the value`() {
    let report = Self.highNumbers(lanes: 6) { "\(149_000 + $0)" }
    let screen = Screen.text(size: Size(columns: 70, rows: 20), report: report)
    #expect(screen.contains("149000 ✓"), "\(screen)")
    #expect(!screen.contains("149…"), "\(screen)")
    #expect(screen.contains("#1 lane0  ✓ matched E149988"), "\(screen)")
  }

  @Test func `at 200 columns a forty-character value shows whole`() {
    let forty = String(repeating: "x", count: 36) + "-end"
    let report = Self.highNumbers(lanes: 2) { "\(forty)\($0)" }
    let screen = Screen.text(size: Size(columns: 200, rows: 30), report: report)
    #expect(screen.contains(forty + "0 ✓E149988"), "\(screen)")
    #expect(screen.contains(forty + "1 ✓E149989"), "\(screen)")
  }

  @Test func `a value runs on over the idle lanes to its right, which resume after it`() throws {
    let value = String(repeating: "v", count: 40) + "-end"
    let report = Self.highNumbers(lanes: 4) { "\(value)\($0)" }
    let screen = Screen.text(size: Size(columns: 200, rows: 30), report: report)
    let lines = screen.split(separator: "\n")
    func row(_ step: Int) throws -> String {
      String(try #require(lines.first { $0.dropFirst(2).hasPrefix("#\(step) ") }, "\(screen)"))
    }
    for step in 0..<4 {
      #expect(try row(step + 1).contains("\(value)\(step) ✓E\(149_988 + step)"), "\(screen)")
    }
    // The idle lanes before a value keep their lifelines; those it runs
    // over do not: the next bar after it is the pane's border.
    let third = Array(try row(3))
    let header = Array(try #require(lines.first { $0.contains("step") }))
    let badge = try #require(String(third).range(of: "✓E149990"))
    let after = String(third).distance(from: String(third).startIndex, to: badge.upperBound)
    #expect(third[..<after].filter { $0 == "│" }.count == 2, "\(String(third))")
    #expect(third[after...].firstIndex(of: "│") == header.lastIndex(of: "│"), "\(screen)")
    // Lanes only as wide as what cannot run on: the names, then the last lane.
    #expect(String(header).contains("lane0 lane1 lane2 lane3"), "\(screen)")
  }

  @Test func `a lane asks only for what the idle lanes to its right do not cover`() {
    func cell(_ width: Int) -> TimelineView.Cell {
      TimelineView.Cell(
        value: String(repeating: "x", count: width - 2), mark: "✓", shortMark: "✓", style: .plain)
    }
    // Lane 0 alone on its row runs over lanes 1 and 2 (6 columns each).
    let alone = TimelineView.wantedWidths(
      lanes: 0..<3, names: [5, 5, 5], cells: [0: [0: cell(30)]])
    #expect(alone == [18, 5, 5])
    // On row 1 every lane is busy, so each cell there is bounded by its
    // own lane; row 0's cell runs over what lanes 1 and 2 now ask (10 + 8).
    let busy = TimelineView.wantedWidths(
      lanes: 0..<3, names: [5, 5, 5],
      cells: [0: [0: cell(30)], 1: [0: cell(11), 1: cell(9), 2: cell(7)]])
    #expect(busy == [12, 9, 7])
  }

  @Test func `lanes out of view are marked and counted, and follow the cursor`() throws {
    let report = Self.highNumbers(lanes: 12) { "\($0)" }
    let size = Size(columns: 100, rows: 24)
    func lines(_ keys: [Key]) -> [Substring] {
      Screen.text(after: keys, size: size, report: report)
        .split(separator: "\n", omittingEmptySubsequences: false)
    }
    let opening = lines([])
    let title = try #require(opening.first { $0.contains("Timeline") })
    #expect(title.contains("#1 of 12 · lanes 1-5 of 12"), "\(opening.joined(separator: "\n"))")
    let header = try #require(opening.first { $0.contains("step") })
    #expect(header.hasPrefix("  step lane0"), "\(header)")
    #expect(header.contains("›") && !header.contains("‹"), "\(header)")
    let last = lines(Array(repeating: .character("j"), count: 11))
    let scrolled = try #require(last.first { $0.contains("step") })
    #expect(scrolled.contains("‹lane7") && scrolled.contains("lane11"), "\(scrolled)")
    #expect(!scrolled.contains("›"), "\(scrolled)")
    #expect(try #require(last.first { $0.contains("Timeline") }).contains("lanes 8-12 of 12"))
  }

  @Test func `a long value keeps its head and its tail`() {
    let long = "head-" + String(repeating: "m", count: 60) + "-tail"
    let report = Self.highNumbers(lanes: 2) { _ in long }
    let screen = Screen.text(size: Screen.medium, report: report)
    let row = screen.split(separator: "\n").first { $0.contains("> #1 ") } ?? ""
    #expect(row.contains("head-"), "\(screen)")
    #expect(row.contains("-tail"), "\(screen)")
  }

  @Test func `the more-below marker takes a line of its own`() throws {
    let screen = Screen.text(after: [.character("j"), .enter], size: Screen.medium)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    let marker = try #require(lines.first { $0.contains("↓") })
    #expect(marker.split(separator: " ", omittingEmptySubsequences: true) == ["↓", "5", "more"])
  }

  @Test func `a matching element of a tuple shows its own matcher`() {
    let charges = Recorder<(Int, String)>(name: "charges")
    charges.record(
      (12_900, "A-1001"), fileID: "T.swift", filePath: "/src/T.swift", line: 7, column: 1)
    let pattern = Pattern(nice: true, title: "ChargeTests.amount")
    pattern.expect(
      matches((equals(12_000), equals("A-1001"))), in: charges, fileID: "T.swift",
      filePath: "/src/T.swift", line: 9, column: 1)
    let screen = Screen.text(size: Screen.medium, report: ReportIndex(pattern.check()))
    #expect(screen.contains(#"  .0     == 12000"#), "\(screen)")
    #expect(screen.contains(#"  .1     == "A-1001""#), "\(screen)")
  }

  @Test(arguments: [24, 30, 40])
  func `a value too narrow to reach the field that differs is cut on both sides of it`(
    columns: Int
  ) {
    let value = #"(Money(cents: 12900, currency: "USD"), "A-1001")"#
    let cut = DisplayText.fit(value, to: columns, keeping: "currency:")
    #expect(cut.contains(#"currency: "USD""#), "\(cut)")
    #expect(cut.hasPrefix("(Mon"), "\(cut)")
    #expect(cut.hasSuffix(#"1")"#), "\(cut)")
    #expect(DisplayText.width(cut) <= columns, "\(cut)")
  }

  @Test func `a field at the end of a value keeps the head and the field`() {
    let value = #"Request(method: "POST", path: "/notes", body: "x", accept: "json")"#
    #expect(
      DisplayText.fit(value, to: 30, keeping: "accept:")
        == #"Request(method…accept: "json")"#)
  }
}
