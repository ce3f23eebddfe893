import Dobby
import Foundation
import Testing

/// The example of the RecordingNames article, compiled and run, with the
/// titles and file names the article shows.
@Suite(.temporaryRecordings)
struct PaymentTests {
  @Test(arguments: ["EUR", "GBP"])
  func charges(currency: String) throws {
    var title = ""
    withKnownIssue {
      let payments = Recorder<String>(name: "payments")
      payments.record(currency)
      let pattern = Pattern()
      pattern.expect("USD", in: payments)
      title = pattern.verify().title
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("DOBBY-E001") }
    }
    #expect(title == #"PaymentTests.charges(currency: "\#(currency)")"#)
    let hash = currency == "EUR" ? "307bb87e" : "d70d82e6"
    #expect(RecordingName.stem(for: title) == "PaymentTests.charges_currency_\(currency)_+\(hash)")
    let article = try Self.article()
    #expect(article.contains(title))
    #expect(article.contains(Self.example))
    if currency == "EUR" { #expect(article.contains(RecordingName.stem(for: title) + "-")) }
    for title in ["Checkout €", "Checkout £"] {
      #expect(article.contains("`\"\(title)\"` becomes `\(RecordingName.stem(for: title))`"))
    }
  }

  /// The article's example, as it appears there.
  static let example = """
    @Test(arguments: ["EUR", "GBP"])
    func charges(currency: String) {
      let payments = Recorder<String>(name: "payments")
      payments.record(currency)
      let pattern = Pattern()
      pattern.expect("USD", in: payments)
      pattern.verify()
    }
    """

  /// Sources/Dobby/Dobby.docc/RecordingNames.md.
  static func article() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Dobby/Dobby.docc/RecordingNames.md")
    return try String(contentsOf: url, encoding: .utf8)
  }
}
