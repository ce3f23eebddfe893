import DobbyTestSupport
import Foundation
import Testing

@testable import Dobby

/// `expectSnapshot` as a test calls it, under Swift Testing.
struct ExpectSnapshotTests {

  /// Runs `body` with `environment` as the one `expectSnapshot` reads and
  /// recordings saved into a temporary directory.
  func with<T>(_ environment: [String: String], _ body: () throws -> T) rethrows -> T {
    try Snapshots.$environment.withValue(environment) {
      try Verification.withTemporaryRecordings(body)
    }
  }

  @Test func `writes the snapshot beside the test, named after it, and fails once`() throws {
    let directory = try TemporaryDirectory()
    let fixture = Fixture.SnapshotCheckout(directory)
    fixture.charge.record(Fixture.SnapshotCheckout.Charge(amount: 100, currency: "EUR"))
    fixture.save.record(Fixture.SnapshotCheckout.Order(id: "A-1", total: 100))
    fixture.send.record("receipt")
    let subjects: [any SnapshotSubject] = [fixture.charge, fixture.save, fixture.send]
    let path =
      directory.path + "/ExpectSnapshotTests/"
      + "ExpectSnapshotTests.writes_the_snapshot_beside_the_test_named_after_it_and_fails_once-"
      + SnapshotName.digest(
        "ExpectSnapshotTests.writes the snapshot beside the test, named after it, and fails once")
      + SnapshotFormat.fileExtension
    let line = #line + 3
    with([:]) {
      withKnownIssue {
        #expect(expectSnapshot(of: subjects, directory: directory.path) == .written)
      } matching: { issue in
        issue.sourceLocation?.line == line
          && issue.text.hasPrefix(
            "dobby: snapshot written - ExpectSnapshotTests.writes the snapshot beside the test, "
              + "named after it, and fails once: 3 steps from 3 recorders\n"
              + "snapshot: \(path)\n")
      }
    }
    #expect(FileManager.default.fileExists(atPath: path))
    with([:]) {
      #expect(expectSnapshot(of: subjects, directory: directory.path) == .matched)
    }
  }

  @Test func `a difference fails at the assertion's line and attaches the run`() throws {
    let directory = try TemporaryDirectory()
    let fixture = Fixture.SnapshotCheckout(directory)
    fixture.save.record(Fixture.SnapshotCheckout.Order(id: "A-1", total: 100))
    with([:]) {
      withKnownIssue {
        expectSnapshot(of: [fixture.save], named: "order", directory: directory.path)
      } matching: { _ in
        true
      }
    }
    fixture.save.record(Fixture.SnapshotCheckout.Order(id: "A-2", total: 100))
    let folder = directory.path
    let line = #line + 3
    with(["CI": "1", "DOBBY_RECORD": "all"]) {
      withKnownIssue {
        #expect(
          expectSnapshot(of: [fixture.save], named: "order", directory: directory.path)
            == .differs)
      } matching: { issue in
        issue.sourceLocation?.line == line
          && issue.text.hasPrefix("dobby: snapshot differs - order: 1 inserted\n")
          && issue.text.contains("dobby-tui") && issue.text.contains(" --diff \(folder)/")
          && issue.text.hasSuffix("snapshot: not rewritten, because CI is set\n")
      }
    }
  }

  @Test func `the record argument overrides DOBBY_RECORD`() throws {
    let directory = try TemporaryDirectory()
    let fixture = Fixture.SnapshotCheckout(directory)
    fixture.send.record("receipt")
    with([:]) {
      withKnownIssue {
        expectSnapshot(of: [fixture.send], named: "mail", directory: directory.path)
      }
    }
    fixture.send.record("survey")
    with(["DOBBY_RECORD": "failed"]) {
      withKnownIssue {
        #expect(
          expectSnapshot(
            of: [fixture.send], named: "mail", record: .missing, directory: directory.path)
            == .differs)
      }
      withKnownIssue {
        #expect(
          expectSnapshot(of: [fixture.send], named: "mail", directory: directory.path)
            == .rewritten)
      }
      #expect(
        expectSnapshot(of: [fixture.send], named: "mail", directory: directory.path) == .matched)
    }
  }

  @Test func `a key path leaves out the field it reaches`() throws {
    #expect(SnapshotField.keyPath(\Fixture.SnapshotCheckout.Order.total).path == ".total")
    #expect(SnapshotField.keyPath(\Fixture.SnapshotCheckout.Charge.currency).path == ".currency")
    let directory = try TemporaryDirectory()
    let first = Fixture.SnapshotCheckout(directory)
    first.save.record(Fixture.SnapshotCheckout.Order(id: "A-1", total: 100))
    let fields: [SnapshotField] = ["unused", .keyPath(\Fixture.SnapshotCheckout.Order.id)]
    with([:]) {
      withKnownIssue {
        expectSnapshot(of: [first.save], named: "id", leavingOut: fields, directory: directory.path)
      }
    }
    let second = Fixture.SnapshotCheckout(directory)
    second.save.record(Fixture.SnapshotCheckout.Order(id: "B-2", total: 100))
    with([:]) {
      #expect(
        expectSnapshot(
          of: [second.save], named: "id", leavingOut: fields, directory: directory.path)
          == .matched)
    }
  }
}
