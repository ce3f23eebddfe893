import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// The snapshot file: what it holds, that it reads back, and that bad
/// input is one line naming the file and the line.
struct InteractionSnapshotFileTests {
  static let header =
    #"{"format":"dobby-snapshot","version":1,"title":"T","order":"timeline","recorders":1,"steps":1}"#
  static let recorder = #"{"kind":"recorder","name":"send","valueType":"String"}"#
  static let step =
    #"{"kind":"step","recorder":"send","summary":"\"hi\"","value":{"kind":"string","type":"String","text":"hi"}}"#

  @Test func `holds one line per step and nothing that varies between runs`() throws {
    let directory = try TemporaryDirectory()
    _ = Fixture.SnapshotCheckout.check(
      Fixture.SnapshotCheckout.checkout, in: directory, leavingOut: ["id"])
    let text = try String(contentsOfFile: Fixture.SnapshotCheckout(directory).path, encoding: .utf8)
    #expect(
      text == """
        {"format":"dobby-snapshot","version":1,"title":"CheckoutTests.checkout","order":"timeline","recorders":3,"steps":3,"leftOut":["id"]}
        {"kind":"recorder","name":"charge","valueType":"Charge"}
        {"kind":"recorder","name":"save","valueType":"Order"}
        {"kind":"recorder","name":"send","valueType":"String"}
        {"kind":"step","recorder":"charge","summary":"Charge(amount: 100, currency: \\"EUR\\")","digest":"64a84e3a9477d5db","value":{"kind":"struct","type":"Charge","children":[{"label":"amount","kind":"scalar","type":"Int","text":"100"},{"label":"currency","kind":"string","type":"String","text":"EUR"}]}}
        {"kind":"step","recorder":"save","summary":"Order(total: 100)","digest":"6d4eb723261f7003","value":{"kind":"struct","type":"Order","children":[{"label":"total","kind":"scalar","type":"Int","text":"100"}]}}
        {"kind":"step","recorder":"send","summary":"\\"receipt\\"","digest":"87878234d3791f28","value":{"kind":"string","type":"String","text":"receipt"}}

        """)
  }

  @Test func `reads back what it wrote`() throws {
    let directory = try TemporaryDirectory()
    _ = Fixture.SnapshotCheckout.check(
      Fixture.SnapshotCheckout.checkout, in: directory, order: .recorder)
    let path = Fixture.SnapshotCheckout(directory).path
    let snapshot = try InteractionSnapshot(contentsOf: path)
    #expect(snapshot.order == .recorder)
    #expect(snapshot.recorders.map(\.name) == ["charge", "save", "send"])
    #expect(snapshot.steps.map(\.recorder) == [0, 1, 2])
    #expect(try InteractionSnapshot(decoding: snapshot.encoded(), path: path) == snapshot)
    // Unknown fields and line kinds are ignored.
    let later = [
      Self.header.dropLast() + #","extra":true}"#, Self.recorder, #"{"kind":"note","text":"x"}"#,
      Self.step,
    ].joined(separator: "\n")
    #expect(try InteractionSnapshot(decoding: Array(later.utf8), path: "s").steps.count == 1)
  }

  @Test func `two recorders of one name are kept apart and read back`() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/payments.dobby-snapshot.jsonl"
    func check() -> SnapshotCheck.Outcome {
      let first = Recorder<Int>(name: "payments")
      let second = Recorder<Int>(name: "payments")
      let named = Recorder<Int>(name: "payments#2")
      first.record(1)
      second.record(2)
      named.record(3)
      let pattern = Pattern(nice: true, title: "PaymentTests.twice")
      _ = pattern.watch(first).watch(second).watch(named)
      return SnapshotCheck(
        path: path, order: .timeline, leavingOut: [], mode: .missing, isCI: false,
        store: RecordingStore(directory: directory.path + "/recordings"), basePath: nil
      ).run(pattern.check())
    }
    #expect(check().verdict == .written)
    let snapshot = try InteractionSnapshot(contentsOf: path)
    #expect(snapshot.recorders.map(\.name) == ["payments", "payments#3", "payments#2"])
    #expect(snapshot.steps.map(\.recorder) == [0, 1, 2])
    #expect(check().verdict == .matched)
  }

  @Test(arguments: [
    ("", "s: cannot read: empty file, expected a dobby-snapshot header line"),
    ("[1]", "s:1: expected a JSON object, got an array"),
    (
      #"{"format":"dobby-recording","version":1}"#,
      #"s:1: "format" is not "dobby-snapshot": not a dobby snapshot"#
    ),
    (
      #"{"format":"dobby-snapshot","version":2}"#,
      #"s:1: "version" is 2, newer than this reader's version 1; update dobby to read it"#
    ),
    (header + "\n" + recorder, "s:2: the header declares 1 step line, but the file has 0"),
    (
      header + "\n" + recorder + "\n" + step.replacingOccurrences(of: #""send""#, with: #""x""#),
      #"s:3: "recorder" is "x", which no recorder line names"#
    ),
    (
      header + "\n" + recorder + "\n"
        + step.replacingOccurrences(of: #""summary""#, with: #""digest":"XYZ","summary""#),
      #"s:3: "digest" is "XYZ", not 16 lowercase hex digits"#
    ),
  ])
  func `bad input is one line naming the file and the line`(input: String, message: String) {
    #expect(throws: RecordingFileError.self) {
      try InteractionSnapshot(decoding: Array(input.utf8), path: "s")
    }
    do {
      _ = try InteractionSnapshot(decoding: Array(input.utf8), path: "s")
    } catch {
      #expect(error.description == message)
    }
  }
}
