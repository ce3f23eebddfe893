import Dobby
import Testing

/// The docs' catalog of codes is the table that declares them:
/// `Scripts/generate-code-catalog` writes it, and this test fails when the
/// article and `DiagnosticCode.all` disagree.
struct CodeCatalogArticleTests {
  @Test func `the article's catalog of codes is generated from the table`() throws {
    let lines = try Article.text("ReadingAFailure").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let start = try #require(lines.firstIndex(of: DiagnosticCode.catalogStart))
    let end = try #require(lines.firstIndex(of: DiagnosticCode.catalogEnd))
    #expect(
      lines[(start + 1)..<end].joined(separator: "\n") == DiagnosticCode.catalog,
      "run Scripts/generate-code-catalog")
  }
}
