import Foundation
import Testing

/// The README stays a page that gets a user started, and every link in it
/// leads somewhere.
struct ReadmeLinkTests {
  /// The targets of the README's Markdown links, `[text](target)`.
  static func links(in text: String) -> [String] {
    var links: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      links.append(String(after[..<close]))
      rest = after[close...]
    }
    return links
  }

  @Test func `the README is at most 200 lines`() throws {
    let lines = try Article.readme().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count <= 201, "README.md has \(lines.count - 1) lines")
  }

  @Test func `every link in the README resolves to a file of the checkout`() throws {
    let links = Self.links(in: try Article.readme())
    #expect(links.count >= 10)
    for link in links {
      #expect(!link.hasPrefix("/"), "\(link) is absolute: links are relative to README.md")
      #expect(!link.contains("#"), "\(link): anchors are not checked; link a file")
      let local = !link.hasPrefix("http://") && !link.hasPrefix("https://")
      if local {
        let path = Article.root.appendingPathComponent(link).path
        #expect(FileManager.default.fileExists(atPath: path), "\(link) does not exist")
      }
    }
  }

  @Test func `every article of the catalog is linked from the README`() throws {
    let linked = Set(Self.links(in: try Article.readme()))
    let articles = try FileManager.default.contentsOfDirectory(atPath: Article.catalog.path)
      .filter { $0.hasSuffix(".md") && $0 != "Dobby.md" }
    #expect(!articles.isEmpty)
    for article in articles {
      #expect(linked.contains("Sources/Dobby/Dobby.docc/" + article), "\(article) is not linked")
    }
  }

  @Test func `the link reader finds each target`() {
    #expect(Self.links(in: "a [b](c.md) d [e](f/g.md)") == ["c.md", "f/g.md"])
    #expect(Self.links(in: "no links").isEmpty)
  }
}
