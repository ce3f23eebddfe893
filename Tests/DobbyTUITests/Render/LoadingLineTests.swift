import DobbyTUI
import Testing

/// The line shown while a large recording loads.
struct LoadingLineTests {
  @Test func `it gives the name and the MiB read of the total`() {
    let line = LoadingLine.text(name: "Big.dobby.jsonl", read: 12 << 20, total: 80 << 20)
    #expect(line == "loading Big.dobby.jsonl  12.0 of 80.0 MiB (15%)")
  }

  @Test func `a long name is cut in the middle and the figures stay`() {
    let name = "CheckoutTests.aVeryLongTestNameIndeed-20261130T012233Z-4242-1.dobby.jsonl"
    let line = LoadingLine.text(name: name, read: 1 << 19, total: 3 << 20, columns: 60)
    #expect(line.hasPrefix("loading CheckoutTests"))
    #expect(line.contains("…"))
    #expect(line.hasSuffix("-1.dobby.jsonl  0.5 of 3.0 MiB (16%)"))
    #expect(line.count <= 60)
  }
}
