import Dobby
import Foundation
import Testing

// The Async code article's example, compiled and run. Between the markers,
// this file is the article's code block character for character (a test
// below compares them).

// async:begin
protocol RenewalGateway: Sendable {
  func charge(_ cents: Int) async throws -> String
}

final class RenewalGatewayDouble: RenewalGateway {
  let charges = Stub<Int, String>(name: "charges")
  func charge(_ cents: Int) async throws -> String { try await charges.invoke(cents) }
}

/// The code under test: charges in the background, then logs the receipt.
struct Renewals {
  let gateway: any RenewalGateway
  let log: Recorder<String>

  func renew(cents: Int) -> Task<Void, Never> {
    Task {
      if let receipt = try? await gateway.charge(cents) { log("renewed: \(receipt)") }
    }
  }
}

@Test func `a renewal is charged, then logged`() async {
  let gateway = RenewalGatewayDouble()
  let log = Recorder<String>(name: "log")
  gateway.charges.on(any()) { cents in
    try await Task.sleep(for: .milliseconds(5))  // an async reaction: latency
    return "R-\(cents)"
  }

  _ = Renewals(gateway: gateway, log: log).renew(cents: 999)

  let pattern = Pattern()
  pattern.expect(999, in: gateway.charges)
  pattern.expect("renewed: R-999", in: log)
  await pattern.verify(within: .seconds(600))  // returns as soon as both arrive
}
// async:end

struct AsyncCodeArticleTests {
  @Test func `the article's example is this file's, character for character`() throws {
    let source = try String(contentsOf: URL(fileURLWithPath: "\(#filePath)"), encoding: .utf8)
    let mirrored = try #require(
      CookbookTests.between("// async:begin\n", "// async:end\n", in: source))
    let block = try #require(
      CookbookTests.between(
        "<!-- async:begin -->\n```swift\n", "```\n", in: try Article.text("AsyncCode")))
    #expect(block == "import Dobby\nimport Testing\n\n" + mirrored)
  }
}
