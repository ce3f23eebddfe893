import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// A snapshot sees every change of the whole value, past what its trees
/// show; snapshots written before digests still read.
struct SnapshotDigestTests {
  struct Letter: Sendable {
    var to: String
    var body: String
  }

  /// A body of 2,000 characters whose 1,200th is `mark`: in the middle,
  /// which a tree of a string over 1,000 characters leaves out.
  static func body(_ mark: Character) -> String {
    String(repeating: "a", count: 1_199) + String(mark) + String(repeating: "b", count: 800)
  }

  /// Records `letters` and `ids` and checks them against the snapshot in
  /// `directory`, as `expectSnapshot(of: [mail, ids])` does.
  static func check(
    _ letters: [Letter], ids: [[Int]] = [[1]], in directory: TemporaryDirectory,
    digests: Bool = true, mode: InteractionSnapshot.RecordMode = .missing
  ) -> SnapshotCheck.Outcome {
    let mail = Recorder<Letter>(name: "mail")
    let batches = Recorder<[Int]>(name: "ids")
    for letter in letters { mail.record(letter) }
    for batch in ids { batches.record(batch) }
    let pattern = Pattern(nice: true, title: "MailTests.letters")
    _ = pattern.watch(mail).watch(batches)
    let check = SnapshotCheck(
      path: directory.path + "/__Snapshots__/MailTests/letters.dobby-snapshot.jsonl",
      order: .timeline, leavingOut: [], mode: mode, isCI: false,
      store: RecordingStore(directory: directory.path + "/recordings"), basePath: "/")
    let report = pattern.check()
    return check.run(
      report,
      digests: digests
        ? SnapshotCheck.digests(of: report, in: [mail, batches], leavingOut: []) : [])
  }

  @Test func `a change past the 1,000th character fails, naming the step and the cut`() throws {
    let directory = try TemporaryDirectory()
    let before = Letter(to: "ann", body: Self.body("x"))
    #expect(Self.check([before], in: directory).verdict == .written)
    #expect(Self.check([before], in: directory).verdict == .matched)
    let outcome = Self.check([Letter(to: "ann", body: Self.body("y"))], in: directory)
    #expect(outcome.verdict == .differs)
    let text = Fixture.SnapshotCheckout.text(outcome, in: directory)
      .replacing(/digest [0-9a-f]{16} → [0-9a-f]{16}/, with: "digest BEFORE → AFTER")
    #expect(
      text == """
        dobby: snapshot differs - MailTests.letters: 1 changed past what the snapshot shows
        --- A  TMP/__Snapshots__/MailTests/letters.dobby-snapshot.jsonl: snapshot - 2 steps
        +++ B  TMP/recordings/NAME: FAILED (nice, ordered) - 2 interactions
        @@ past what the snapshot shows @@
          #1  #1  mail  Letter(to: "ann", body: "aaaaaaaaa…(972 more)…bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb")
              the values differ past what the snapshot shows (digest BEFORE → AFTER)
              the values differ at .body, in the 1,000 characters the snapshot leaves out
        summary: 0 inserted, 0 deleted, 0 changed, 1 changed past what the snapshot shows; 0 verdicts changed
        recording: TMP/recordings/NAME
        inspect: DOBBY-TUI --diff TMP/__Snapshots__/MailTests/letters.dobby-snapshot.jsonl TMP/recordings/NAME

        """)
  }

  @Test func `a change past the 100th element fails beside a change the trees show`() throws {
    let directory = try TemporaryDirectory()
    let letter = Letter(to: "ann", body: "hi")
    let ids = Array(0..<150)
    _ = Self.check([letter], ids: [ids], in: directory)
    var changed = ids
    changed[120] = -1
    let outcome = Self.check([Letter(to: "bob", body: "hi")], ids: [changed], in: directory)
    #expect(outcome.verdict == .differs)
    #expect(
      outcome.headline
        == "dobby: snapshot differs - MailTests.letters: 1 changed, 1 changed past what the snapshot shows"
    )
    #expect(outcome.message.contains("      .to: \"ann\" → \"bob\"\n"))
    #expect(outcome.message.contains("@@ past what the snapshot shows @@\n  #2  #2  ids "))
    #expect(
      outcome.message.contains(
        "      the values differ in the 50 children the snapshot leaves out\n"))
    #expect(
      outcome.message.contains(
        "summary: 0 inserted, 0 deleted, 1 changed, 1 changed past what the snapshot shows;"))
  }

  @Test func `the digest is saved with each step and rewriting brings it up to date`() throws {
    let directory = try TemporaryDirectory()
    let before = Letter(to: "ann", body: Self.body("x"))
    _ = Self.check([before], in: directory)
    let path = directory.path + "/__Snapshots__/MailTests/letters.dobby-snapshot.jsonl"
    let snapshot = try InteractionSnapshot(contentsOf: path)
    #expect(snapshot.steps.allSatisfy { $0.digest?.count == 16 })
    let after = Letter(to: "ann", body: Self.body("y"))
    #expect(Self.check([after], in: directory, mode: .failed).verdict == .rewritten)
    #expect(Self.check([after], in: directory).verdict == .matched)
  }

  @Test func `a snapshot without digests still reads and compares its trees`() throws {
    let directory = try TemporaryDirectory()
    let before = Letter(to: "ann", body: Self.body("x"))
    _ = Self.check([before], in: directory)
    let url = URL(
      fileURLWithPath: directory.path + "/__Snapshots__/MailTests/letters.dobby-snapshot.jsonl")
    let old = try String(contentsOf: url, encoding: .utf8)
      .replacing(/,"digest":"[0-9a-f]{16}"/, with: "")
    #expect(!old.contains("digest"))
    try Data(old.utf8).write(to: url)
    // As before digests: a change past the cut is not seen, and not noted.
    let outcome = Self.check([Letter(to: "ann", body: Self.body("y"))], in: directory)
    #expect(outcome.verdict == .matched)
    #expect(outcome.headline == nil)
    #expect(
      Self.check([Letter(to: "bob", body: Self.body("x"))], in: directory).verdict == .differs)
    // A run whose values are not at hand compares the trees only.
    let fresh = try TemporaryDirectory()
    _ = Self.check([before], in: fresh)
    #expect(
      Self.check([Letter(to: "ann", body: Self.body("y"))], in: fresh, digests: false).verdict
        == .matched)
  }
}
