import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// A snapshot that differs only past what its trees show names the cut
/// where the change is, from the digests it keeps at each cut; one written
/// before it kept them says what it can.
struct PastTheCutTests {
  /// A folder nested `depth` levels, each one's `parent` the next; the
  /// innermost is named `name`.
  indirect enum Folder: Sendable {
    case folder(name: String, parent: Folder)
    case root(String)

    static func nested(_ depth: Int, innermost name: String) -> Folder {
      (0..<depth).reduce(Folder.root(name)) { inner, level in
        .folder(name: "f\(level)", parent: inner)
      }
    }
  }

  /// Records `values` and checks them against the snapshot in
  /// `directory`, as `expectSnapshot(of: [recorder])` does.
  static func check<Value: Sendable>(
    _ values: [Value], in directory: TemporaryDirectory
  ) -> SnapshotCheck.Outcome {
    let recorder = Recorder<Value>(name: "save")
    for value in values { recorder.record(value) }
    let pattern = Pattern(nice: true, title: "StoreTests.saves")
    _ = pattern.watch(recorder)
    let check = SnapshotCheck(
      path: path(in: directory), order: .timeline, leavingOut: [], mode: .missing, isCI: false,
      store: RecordingStore(directory: directory.path + "/recordings"), basePath: "/")
    let report = pattern.check()
    return check.run(
      report, digests: SnapshotCheck.digests(of: report, in: [recorder], leavingOut: []))
  }

  /// The letter to "ann" whose long body is marked `mark`.
  static func letter(_ mark: Character) -> SnapshotDigestTests.Letter {
    SnapshotDigestTests.Letter(to: "ann", body: SnapshotDigestTests.body(mark))
  }

  /// The outcome of checking the letter marked "y" against the snapshot
  /// in `directory`, which holds the one marked "x": it differs.
  static func letterChanged(in directory: TemporaryDirectory) -> SnapshotCheck.Outcome {
    let outcome = check([letter("y")], in: directory)
    #expect(outcome.verdict == .differs)
    return outcome
  }

  static func path(in directory: TemporaryDirectory) -> String {
    directory.path + "/__Snapshots__/StoreTests/saves.dobby-snapshot.jsonl"
  }

  /// The section a failure past the cut adds, its digests replaced.
  static func section(_ outcome: SnapshotCheck.Outcome) -> String {
    let lines = outcome.message.split(separator: "\n")
    guard let start = lines.firstIndex(where: { $0.hasPrefix("@@ past") }),
      let end = lines.firstIndex(where: { $0.hasPrefix("summary:") })
    else { return outcome.message }
    return lines[start...end].joined(separator: "\n")
      .replacing(/digest [0-9a-f]{16} → [0-9a-f]{16}/, with: "digest BEFORE → AFTER")
  }

  @Test func `a change in a long string's middle names the string`() throws {
    let directory = try TemporaryDirectory()
    #expect(Self.check([Self.letter("x")], in: directory).verdict == .written)
    #expect(
      Self.section(Self.letterChanged(in: directory)) == """
        @@ past what the snapshot shows @@
          #1  #1  save  Letter(to: "ann", body: "aaaaaaaaa…(972 more)…bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")
              the values differ past what the snapshot shows (digest BEFORE → AFTER)
              the values differ at .body, in the 1,000 characters the snapshot leaves out
        summary: 0 inserted, 0 deleted, 0 changed, 1 changed past what the snapshot shows; 0 verdicts changed
        """)
  }

  @Test func `a change in the 150th element names the children left out, not the long string`()
    throws
  {
    struct Order: Sendable {
      var note: String
      var items: [Int]
    }
    let directory = try TemporaryDirectory()
    let note = String(repeating: "n", count: 1_500)
    _ = Self.check([Order(note: note, items: Array(0..<150))], in: directory)
    var items = Array(0..<150)
    items[149] = -1
    let outcome = Self.check([Order(note: note, items: items)], in: directory)
    #expect(outcome.verdict == .differs)
    #expect(
      Self.section(outcome) == """
        @@ past what the snapshot shows @@
          #1  #1  save  Order(note: "nnnnnnnnnnnnnnnnnnnnn…(1370 more)…, 95, 96, 97, 98, 99, …(50 more)])
              the values differ past what the snapshot shows (digest BEFORE → AFTER)
              the values differ at .items, in the 50 children the snapshot leaves out
        summary: 0 inserted, 0 deleted, 0 changed, 1 changed past what the snapshot shows; 0 verdicts changed
        """)
  }

  @Test func `a change deeper than the depth limit names the cut level`() throws {
    let directory = try TemporaryDirectory()
    _ = Self.check([Folder.nested(20, innermost: "a")], in: directory)
    let outcome = Self.check([Folder.nested(20, innermost: "b")], in: directory)
    #expect(outcome.verdict == .differs)
    #expect(
      Self.section(outcome) == """
        @@ past what the snapshot shows @@
          #1  #1  save  .folder(name: "f19", parent: .fold…(299 more)…f8", parent: Folder(…)))))))))))))
              the values differ past what the snapshot shows (digest BEFORE → AFTER)
              the values differ at .parent.parent.parent.parent.parent.parent.parent.parent.parent.parent.parent.parent, in the levels the snapshot leaves out
        summary: 0 inserted, 0 deleted, 0 changed, 1 changed past what the snapshot shows; 0 verdicts changed
        """)
  }

  @Test func `a snapshot without digests at its cuts lists them and says why`() throws {
    let directory = try TemporaryDirectory()
    _ = Self.check([Self.letter("x")], in: directory)
    let url = URL(fileURLWithPath: Self.path(in: directory))
    let old = try String(contentsOf: url, encoding: .utf8)
      .replacing(/,"cuts":\[\["[^"]*","[0-9a-f]{16}"\]\]/, with: "")
    #expect(old.contains("\"digest\":"))
    #expect(!old.contains("\"cuts\":"))
    try Data(old.utf8).write(to: url)
    #expect(
      Self.section(Self.letterChanged(in: directory)) == """
        @@ past what the snapshot shows @@
          #1  #1  save  Letter(to: "ann", body: "aaaaaaaaa…(972 more)…bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")
              the values differ past what the snapshot shows (digest BEFORE → AFTER)
              the snapshot cuts .body (1,000 more characters)
              the snapshot keeps no digest at each cut (written before they were kept), so which one changed is not known
        summary: 0 inserted, 0 deleted, 0 changed, 1 changed past what the snapshot shows; 0 verdicts changed
        """)
  }

  @Test func `a change past the 16th cut names the cuts past it, where it is`() throws {
    let directory = try TemporaryDirectory()
    var notes = (0..<20).map { String(repeating: "\($0 % 10)", count: 1_200) }
    _ = Self.check([notes], in: directory)
    notes[18] = notes[18].prefix(600) + "x" + notes[18].dropFirst(601)
    let outcome = Self.check([notes], in: directory)
    #expect(outcome.verdict == .differs)
    #expect(
      Self.section(outcome) == """
        @@ past what the snapshot shows @@
          #1  #1  save  ["00000000000000000000000000000000…(20252 more)…99999999999999999999999999999999"]
              the values differ past what the snapshot shows (digest BEFORE → AFTER)
              the values differ past the first 16 cuts, which the snapshot keeps digests of: at [16], [17], [18] or 1 more cut
        summary: 0 inserted, 0 deleted, 0 changed, 1 changed past what the snapshot shows; 0 verdicts changed
        """)
  }

  @Test func `each cut's digest is saved with its path, at most 16 a step`() throws {
    let directory = try TemporaryDirectory()
    let notes = (0..<20).map { String(repeating: "\($0 % 10)", count: 1_200) }
    _ = Self.check([notes], in: directory)
    let snapshot = try InteractionSnapshot(contentsOf: Self.path(in: directory))
    let cuts = try #require(snapshot.steps.first?.cutDigests)
    #expect(cuts.map(\.path) == (0..<16).map { "[\($0)]" })
    #expect(cuts.allSatisfy { $0.digest.count == 16 })
  }
}

extension PastTheCutTests {
  @Test func `a step's cuts that are not path and digest pairs are refused on one line`() throws {
    let directory = try TemporaryDirectory()
    _ = Self.check(["short"], in: directory)
    let url = URL(fileURLWithPath: Self.path(in: directory))
    let good = try String(contentsOf: url, encoding: .utf8)
    var messages: [String] = []
    for cuts in [#"[[".note","xyz"]]"#, #"[".note"]"#] {
      try Data(good.replacing(#""value":"#, with: #""cuts":\#(cuts),"value":"#).utf8).write(to: url)
      do {
        _ = try InteractionSnapshot(contentsOf: Self.path(in: directory))
      } catch {
        messages.append(
          String(describing: error).replacingOccurrences(of: directory.path, with: "TMP"))
      }
    }
    #expect(
      messages == [
        #"TMP/__Snapshots__/StoreTests/saves.dobby-snapshot.jsonl:3: "cuts[0][1]" is "xyz", not 16 lowercase hex digits"#,
        #"TMP/__Snapshots__/StoreTests/saves.dobby-snapshot.jsonl:3: "cuts[0]" should be a [path, digest] pair of strings, got a string"#,
      ])
  }
}
