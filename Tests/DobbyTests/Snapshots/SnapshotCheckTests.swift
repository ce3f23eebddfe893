import Dobby
import DobbyTestSupport
import Foundation
import Testing

struct SnapshotCheckTests {

  /// The checkout with the order's total changed.
  static let changed: [Fixture.SnapshotCheckout.Event] = [
    .charge(100), .save("A-1", 120), .send("receipt"),
  ]

  /// A run checked against the checkout's snapshot, and the text it must fail with.
  struct Golden: Sendable, CustomTestStringConvertible {
    /// How the run differs.
    var name: String
    var events: [Fixture.SnapshotCheckout.Event]
    /// The failure's text.
    var text: String

    var testDescription: String { name }
  }

  /// The outcome of checking `events` against the checkout's snapshot,
  /// written just before into `directory`.
  static func checkAgainstSnapshot(
    _ events: [Fixture.SnapshotCheckout.Event], in directory: TemporaryDirectory
  ) -> SnapshotCheck.Outcome {
    _ = Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory)
    return Fixture.SnapshotCheckout.check(events, in: directory)
  }

  @Test func `the first run writes the snapshot and fails, the second passes`() throws {
    let directory = try TemporaryDirectory()
    let first = Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory)
    #expect(first.verdict == .written)
    #expect(
      Fixture.SnapshotCheckout.text(first, in: directory) == """
        dobby: snapshot written - CheckoutTests.checkout: 3 steps from 3 recorders
        snapshot: TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl
        review it, commit it and run the test again

        """)
    #expect(FileManager.default.fileExists(atPath: Fixture.SnapshotCheckout(directory).path))
    let second = Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory)
    #expect(second.verdict == .matched)
    #expect(second.headline == nil)
  }

  /// The text of the check, written into a fresh directory; the verdict
  /// instead where it is not `differs`.
  @Test(arguments: goldens)
  func `each run that differs from the snapshot fails with its golden text`(_ golden: Golden)
    throws
  {
    let directory = try TemporaryDirectory()
    let outcome = Self.checkAgainstSnapshot(golden.events, in: directory)
    let text =
      outcome.verdict == .differs
      ? Fixture.SnapshotCheckout.text(outcome, in: directory) : "verdict: \(outcome.verdict)"
    #expect(text == golden.text)
  }

  @Test func `the run that differs is saved as a recording that reads back`() throws {
    let directory = try TemporaryDirectory()
    let outcome = Self.checkAgainstSnapshot(Self.changed, in: directory)
    #expect(outcome.verdict == .differs)
    let recording = try #require(outcome.recording)
    let saved = try VerificationReport(contentsOf: URL(fileURLWithPath: recording.path))
    #expect(saved.timeline.map(\.summary)[1] == #"Order(id: "A-1", total: 120)"#)
  }

  @Test func `each recorder's own order ignores a change of interleaving`() throws {
    let directory = try TemporaryDirectory()
    _ = Fixture.SnapshotCheckout.check(
      Fixture.SnapshotCheckout.checkout, in: directory, order: .recorder)
    let interleaved: [Fixture.SnapshotCheckout.Event] = [
      .send("receipt"), .save("A-1", 100), .charge(100),
    ]
    #expect(
      Fixture.SnapshotCheckout.check(interleaved, in: directory, order: .recorder).verdict
        == .matched)
    // Within one recorder the order still counts.
    let twice: [Fixture.SnapshotCheckout.Event] = [
      .charge(100), .send("survey"), .save("A-1", 100), .send("receipt"),
    ]
    let written = Fixture.SnapshotCheckout.check(twice, in: directory, order: .recorder, mode: .all)
    #expect(written.verdict == .rewritten)
    let swapped: [Fixture.SnapshotCheckout.Event] = [
      .send("receipt"), .charge(100), .send("survey"), .save("A-1", 100),
    ]
    #expect(
      Fixture.SnapshotCheckout.check(swapped, in: directory, order: .recorder).verdict == .differs)
  }

  @Test func `a left-out field is ignored and the rest still compared`() throws {
    let directory = try TemporaryDirectory()
    _ = Fixture.SnapshotCheckout.check(
      Fixture.SnapshotCheckout.checkout, in: directory, leavingOut: ["id"])
    let otherID: [Fixture.SnapshotCheckout.Event] = [
      .charge(100), .save("B-7", 100), .send("receipt"),
    ]
    #expect(
      Fixture.SnapshotCheckout.check(otherID, in: directory, leavingOut: ["id"]).verdict == .matched
    )
    let otherTotal: [Fixture.SnapshotCheckout.Event] = [
      .charge(100), .save("B-7", 120), .send("receipt"),
    ]
    let outcome = Fixture.SnapshotCheckout.check(otherTotal, in: directory, leavingOut: ["id"])
    #expect(outcome.verdict == .differs)
    #expect(outcome.message.contains("      .total: 100 → 120\n"))
    #expect(!outcome.message.contains(".id:"))
    // A path leaves out only the field it names.
    let byPath = try TemporaryDirectory()
    _ = Fixture.SnapshotCheckout.check(
      Fixture.SnapshotCheckout.checkout, in: byPath, leavingOut: [".id"])
    #expect(
      Fixture.SnapshotCheckout.check(otherID, in: byPath, leavingOut: [".id"]).verdict == .matched)
    let snapshot = try InteractionSnapshot(contentsOf: Fixture.SnapshotCheckout(byPath).path)
    #expect(snapshot.leftOut == [".id"])
    #expect(snapshot.steps[1].value.summary() == "Order(total: 100)")
  }

  @Test func `DOBBY_RECORD=all rewrites every snapshot`() throws {
    let directory = try TemporaryDirectory()
    _ = Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory)
    let before = try Data(
      contentsOf: URL(fileURLWithPath: Fixture.SnapshotCheckout(directory).path))
    #expect(
      Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory, mode: .all)
        .verdict == .matched)
    let rewritten = Fixture.SnapshotCheckout.check(Self.changed, in: directory, mode: .all)
    #expect(rewritten.verdict == .rewritten)
    #expect(rewritten.headline == "dobby: snapshot rewritten - CheckoutTests.checkout: 1 changed")
    #expect(
      rewritten.message.hasSuffix("snapshot: rewritten (DOBBY_RECORD=all); review the change\n"))
    let after = try Data(contentsOf: URL(fileURLWithPath: Fixture.SnapshotCheckout(directory).path))
    #expect(before != after)
    #expect(Fixture.SnapshotCheckout.check(Self.changed, in: directory).verdict == .matched)
    // A snapshot that cannot be read is rewritten too.
    try Data("not a snapshot\n".utf8).write(
      to: URL(fileURLWithPath: Fixture.SnapshotCheckout(directory).path))
    #expect(
      Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory).verdict
        == .unreadable)
    #expect(
      Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory, mode: .all)
        .verdict == .rewritten)
    #expect(
      Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory).verdict
        == .matched)
  }

  @Test func `DOBBY_RECORD=failed rewrites only the snapshots that differ`() throws {
    let directory = try TemporaryDirectory()
    let path = Fixture.SnapshotCheckout(directory).path
    _ = Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate]
    #expect(
      Fixture.SnapshotCheckout.check(
        Fixture.SnapshotCheckout.checkout, in: directory, mode: .failed
      ).verdict == .matched)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        == modified as? Date)
    #expect(
      Fixture.SnapshotCheckout.check(Self.changed, in: directory, mode: .failed).verdict
        == .rewritten)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != before)
    #expect(Fixture.SnapshotCheckout.check(Self.changed, in: directory).verdict == .matched)
  }

  @Test(arguments: InteractionSnapshot.RecordMode.allCases)
  func `with CI set nothing is ever written`(mode: InteractionSnapshot.RecordMode) throws {
    let directory = try TemporaryDirectory()
    let missing = Fixture.SnapshotCheckout.check(
      Fixture.SnapshotCheckout.checkout, in: directory, mode: mode, isCI: true)
    #expect(missing.verdict == .missing)
    #expect(
      Fixture.SnapshotCheckout.text(missing, in: directory) == """
        dobby: snapshot missing - CheckoutTests.checkout: not written, because CI is set
        snapshot: TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl
        run the test where CI is not set to write it

        """)
    #expect(!FileManager.default.fileExists(atPath: Fixture.SnapshotCheckout(directory).path))
    _ = Fixture.SnapshotCheckout.check(Fixture.SnapshotCheckout.checkout, in: directory)
    let before = try Data(
      contentsOf: URL(fileURLWithPath: Fixture.SnapshotCheckout(directory).path))
    let differs = Fixture.SnapshotCheckout.check(
      Self.changed, in: directory, mode: mode, isCI: true)
    #expect(differs.verdict == .differs)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: Fixture.SnapshotCheckout(directory).path)) == before
    )
  }
}

extension SnapshotCheckTests {
  /// Each way a run differs from the snapshot, and its text.
  static let goldens: [Golden] = [
    Golden(
      name: "a changed value fails field by field", events: changed,
      text: """
        dobby: snapshot differs - CheckoutTests.checkout: 1 changed
        --- A  TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl: snapshot - 3 steps
        +++ B  TMP/recordings/NAME: FAILED (nice, ordered) - 3 interactions
        @@ A #1-#3, B #1-#3 @@
          #1  #1  charge  Charge(amount: 100, currency: "EUR")  ·
        - #2      save    Order(id: "A-1", total: 100)  ·
        +     #2  save    Order(id: "A-1", total: 120)  ·  (Tests/DobbyTests/Snapshots/SnapshotCheckTests.swift:LINE)
              .total: 100 → 120
          #3  #3  send    "receipt"  ·
        summary: 0 inserted, 0 deleted, 1 changed; 0 verdicts changed
        recording: TMP/recordings/NAME
        inspect: DOBBY-TUI --diff TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl TMP/recordings/NAME

        """),
    Golden(
      name: "an inserted step fails", events: Fixture.SnapshotCheckout.checkout + [.send("survey")],
      text: """
        dobby: snapshot differs - CheckoutTests.checkout: 1 inserted
        --- A  TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl: snapshot - 3 steps
        +++ B  TMP/recordings/NAME: FAILED (nice, ordered) - 4 interactions
        @@ A #1-#3, B #1-#4 @@
          #1  #1  charge  Charge(amount: 100, currency: "EUR")  ·
          #2  #2  save    Order(id: "A-1", total: 100)  ·
          #3  #3  send    "receipt"  ·
        +     #4  send    "survey"  ·  (Tests/DobbyTests/Snapshots/SnapshotCheckTests.swift:LINE)
        summary: 1 inserted, 0 deleted, 0 changed; 0 verdicts changed
        recording: TMP/recordings/NAME
        inspect: DOBBY-TUI --diff TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl TMP/recordings/NAME

        """),
    Golden(
      name: "a removed step fails", events: [.charge(100), .send("receipt")],
      text: """
        dobby: snapshot differs - CheckoutTests.checkout: 1 deleted
        --- A  TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl: snapshot - 3 steps
        +++ B  TMP/recordings/NAME: FAILED (nice, ordered) - 2 interactions
        @@ A #1-#3, B #1-#2 @@
          #1  #1  charge  Charge(amount: 100, currency: "EUR")  ·
        - #2      save    Order(id: "A-1", total: 100)  ·
          #3  #2  send    "receipt"  ·
        summary: 0 inserted, 1 deleted, 0 changed; 0 verdicts changed
        recording: TMP/recordings/NAME
        inspect: DOBBY-TUI --diff TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl TMP/recordings/NAME

        """),
    Golden(
      name: "a reordering fails", events: [.save("A-1", 100), .charge(100), .send("receipt")],
      text: """
        dobby: snapshot differs - CheckoutTests.checkout: 1 deleted, 1 inserted
        --- A  TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl: snapshot - 3 steps
        +++ B  TMP/recordings/NAME: FAILED (nice, ordered) - 3 interactions
        @@ A #1-#3, B #1-#3 @@
        - #1      charge  Charge(amount: 100, currency: "EUR")  ·
          #2  #1  save    Order(id: "A-1", total: 100)  ·
        +     #2  charge  Charge(amount: 100, currency: "EUR")  ·  (Tests/DobbyTests/Snapshots/SnapshotCheckTests.swift:LINE)
          #3  #3  send    "receipt"  ·
        summary: 1 inserted, 1 deleted, 0 changed; 0 verdicts changed
        recording: TMP/recordings/NAME
        inspect: DOBBY-TUI --diff TMP/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl TMP/recordings/NAME

        """),
  ]
}
