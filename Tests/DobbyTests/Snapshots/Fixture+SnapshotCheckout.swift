import Dobby
import DobbyTestSupport
import Foundation

extension Fixture {
  /// A checkout's doubles, a run of them, and a snapshot check whose files
  /// go to a temporary directory.
  struct SnapshotCheckout {
    struct Charge: Sendable {
      var amount: Int
      var currency: String
    }

    struct Order: Sendable {
      var id: String
      var total: Int
    }

    enum Event {
      case charge(Int)
      case save(String, Int)
      case send(String)
    }

    static let checkout: [Event] = [.charge(100), .save("A-1", 100), .send("receipt")]

    let directory: TemporaryDirectory
    let charge = Recorder<Charge>(name: "charge")
    let save = Recorder<Order>(name: "save")
    let send = Recorder<String>(name: "send")

    init(_ directory: TemporaryDirectory) {
      self.directory = directory
    }

    /// The snapshot file's path.
    var path: String {
      directory.path + "/__Snapshots__/CheckoutTests/checkout.dobby-snapshot.jsonl"
    }

    /// Records `events` on fresh doubles and checks them against the
    /// snapshot, as `expectSnapshot` does.
    static func check(
      _ events: [Event], in directory: TemporaryDirectory,
      order: InteractionSnapshot.Order = .timeline, leavingOut fields: [String] = [],
      mode: InteractionSnapshot.RecordMode = .missing, isCI: Bool = false
    ) -> SnapshotCheck.Outcome {
      let fixture = SnapshotCheckout(directory)
      for event in events {
        switch event {
        case .charge(let amount): fixture.charge.record(Charge(amount: amount, currency: "EUR"))
        case .save(let id, let total): fixture.save.record(Order(id: id, total: total))
        case .send(let text): fixture.send.record(text)
        }
      }
      let pattern = Pattern(nice: true, title: "CheckoutTests.checkout")
      _ = pattern.watch(fixture.charge).watch(fixture.save).watch(fixture.send)
      let check = SnapshotCheck(
        path: fixture.path, order: order, leavingOut: fields, mode: mode, isCI: isCI,
        store: RecordingStore(directory: directory.path + "/recordings"),
        basePath: packageRoot)
      let report = pattern.check()
      return check.run(
        report,
        digests: SnapshotCheck.digests(
          of: report, in: [fixture.charge, fixture.save, fixture.send], leavingOut: fields))
    }

    /// The package's root directory, that call sites are shown relative to.
    static let packageRoot: String = {
      let file = "\(#filePath)"
      return file.range(of: "/Tests/").map { String(file[..<$0.lowerBound]) } ?? "/"
    }()

    /// `outcome`'s text, the temporary directory as `TMP`, the
    /// recording's unique name as `NAME` and the caller's line as `LINE`.
    static func text(_ outcome: SnapshotCheck.Outcome, in directory: TemporaryDirectory) -> String {
      var text = (outcome.headline ?? "") + "\n" + outcome.message
      text = text.replacingOccurrences(of: directory.path, with: "TMP")
      if let name = outcome.recording?.fileName {
        text = text.replacingOccurrences(of: name, with: "NAME")
      }
      // The debugger's command depends on where the test binary is: built
      // (`'/…/.build/release/dobby-tui'`) or `swift run --package-path …`.
      text = text.replacing(/inspect: [^\n]*dobby-tui'? --diff/, with: "inspect: DOBBY-TUI --diff")
      // The production caller's line is that of the call to `check`.
      return text.replacing(/Tests\.swift:[0-9]+\)/, with: "Tests.swift:LINE)")
    }
  }
}
