import DobbyCore
import Testing

struct DiagnosticCodeTests {
  @Test func `every code is declared once, with a title and a meaning`() {
    let codes = DiagnosticCode.all.map(\.description)
    #expect(Set(codes).count == codes.count, "\(codes)")
    for code in DiagnosticCode.all {
      #expect(code.description.hasPrefix("DOBBY-"))
      #expect(!code.title.isEmpty && !code.meaning.isEmpty, "\(code)")
    }
  }

  @Test func `every mismatch kind prints its code of the table, whole`() {
    let expected = [
      "DOBBY-E001", "DOBBY-E002", "DOBBY-E003", "DOBBY-E004", "DOBBY-E005",
      "DOBBY-E006",
    ]
    #expect(Mismatch.Kind.allCases.map(\.code) == expected)
    for kind in Mismatch.Kind.allCases {
      #expect(DiagnosticCode.all.contains(kind.diagnosticCode))
      #expect(kind.title == kind.diagnosticCode.title)
    }
  }

  @Test func `the codes outside mismatches are entries of the table`() {
    #expect(DiagnosticCode.neverVerified.heading == "DOBBY-E007 never verified")
    #expect("\(DiagnosticCode.otherTest)" == "DOBBY-W001")
    #expect("\(DiagnosticCode.unreadable)" == "DOBBY-READ")
  }

  @Test func `the catalog is a Markdown table with a row per code`() {
    let lines = DiagnosticCode.catalog.split(separator: "\n").map(String.init)
    #expect(lines.count == 2 + DiagnosticCode.all.count)
    #expect(lines[0] == "| code | title | meaning |")
    #expect(
      lines[2]
        == "| `DOBBY-E001` | unexpected | an interaction matched no pending expectation (strict patterns) |"
    )
  }
}
