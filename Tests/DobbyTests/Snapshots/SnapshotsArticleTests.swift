import Dobby
import DobbyTestSupport
import Foundation
import Testing

/// The main example of `Dobby.docc/Snapshots.md`, compiled and run (into a
/// temporary directory, where the article's call writes beside the test).
struct SnapshotsArticleTests {
  /// The article's values are the snapshot tests' checkout's.
  typealias Order = Fixture.SnapshotCheckout.Order
  typealias Charge = Fixture.SnapshotCheckout.Charge

  final class PaymentGatewayDouble: Sendable {
    let charge = Recorder<Charge>(name: "charge")
  }

  final class OrderStoreDouble: Sendable {
    let save = Recorder<Order>(name: "save")
  }

  final class MailerDouble: Sendable {
    let send = Recorder<String>(name: "send")
  }

  struct Checkout {
    var gateway: PaymentGatewayDouble
    var store: OrderStoreDouble
    var mailer: MailerDouble

    func place(_ order: Order) async throws {
      gateway.charge.record(Charge(amount: order.total, currency: "EUR"))
      store.save.record(order)
      mailer.send.record("receipt")
    }
  }

  @Test func `the article's example writes its snapshot, then matches it`() async throws {
    let directory = try TemporaryDirectory()
    let folder = directory.path
    for run in 1...2 {
      let gateway = PaymentGatewayDouble()
      let store = OrderStoreDouble()
      let mailer = MailerDouble()
      let checkout = Checkout(gateway: gateway, store: store, mailer: mailer)

      try await checkout.place(Order(id: "A-1", total: 100))

      Snapshots.$environment.withValue([:]) {
        guard run == 2 else {
          withKnownIssue {
            #expect(
              expectSnapshot(of: [gateway.charge, store.save, mailer.send], directory: folder)
                == .written)
          }
          return
        }
        #expect(
          expectSnapshot(of: [gateway.charge, store.save, mailer.send], directory: folder)
            == .matched)
      }
    }
  }

  @Test func `the article's change past the cut is what a snapshot says`() throws {
    let article = try String(
      contentsOfFile: Self.articlePath, encoding: .utf8)
    let digest = /digest [0-9a-f]{16} → [0-9a-f]{16}/
    let shown = try #require(
      article.split(separator: "```").first { $0.contains("past what the snapshot shows @@") })
    let directory = try TemporaryDirectory()
    let before = SnapshotDigestTests.Letter(to: "ann", body: SnapshotDigestTests.body("x"))
    _ = SnapshotDigestTests.check([before], in: directory)
    let outcome = SnapshotDigestTests.check(
      [SnapshotDigestTests.Letter(to: "ann", body: SnapshotDigestTests.body("y"))], in: directory)
    // From the section to the summary: the paths and digests vary.
    func section(_ text: some StringProtocol) -> String {
      let lines = text.split(separator: "\n")
      guard let start = lines.firstIndex(where: { $0.hasPrefix("@@ past") }),
        let end = lines.firstIndex(where: { $0.hasPrefix("summary:") })
      else { return "" }
      return lines[start...end].joined(separator: "\n").replacing(digest, with: "digest D → D")
    }
    #expect(!section(shown).isEmpty)
    #expect(section(shown) == section(outcome.message))
    #expect(shown.contains(outcome.headline ?? "?"))
  }

  /// `Dobby.docc/Snapshots.md`, found from this file.
  static let articlePath: String = {
    let file = "\(#filePath)"
    let root = file.range(of: "/Tests/").map { String(file[..<$0.lowerBound]) } ?? "."
    return root + "/Sources/Dobby/Dobby.docc/Snapshots.md"
  }()
}
