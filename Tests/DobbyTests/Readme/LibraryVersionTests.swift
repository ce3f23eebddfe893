import Dobby
import Foundation
import Testing

/// The library's version is declared once (``RecordingFormat/libraryVersion``),
/// and the README and the CHANGELOG state the same one.
struct LibraryVersionTests {
  /// The version in the README's line `Version **0.4.0** (unreleased); …`.
  static func readmeVersion(_ readme: String) -> String? {
    readme.split(separator: "\n").lazy.compactMap { line -> String? in
      guard line.hasPrefix("Version **") else { return nil }
      return line.dropFirst("Version **".count).split(separator: "*").first.map(String.init)
    }.first
  }

  /// The newest release's version: that of the CHANGELOG's first
  /// `## 0.4.0 (unreleased)` heading.
  static func newestChangelogVersion(_ changelog: String) -> String? {
    changelog.split(separator: "\n").lazy.compactMap { line -> String? in
      guard line.hasPrefix("## ") else { return nil }
      return line.dropFirst(3).split(separator: " ").first.map(String.init)
    }.first
  }

  @Test func `the README, the CHANGELOG and the declared version agree`() throws {
    let changelog = try String(
      contentsOf: Article.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let readme = try Article.readme()
    #expect(Self.readmeVersion(readme) == RecordingFormat.libraryVersion)
    #expect(Self.newestChangelogVersion(changelog) == RecordingFormat.libraryVersion)
  }

  @Test func `recordings name the declared version as their writer`() {
    #expect(RecordingFormat.writer == "dobby \(RecordingFormat.libraryVersion)")
  }

  @Test func `the versions are read from the lines that state them`() {
    #expect(Self.readmeVersion("# Dobby\n\nVersion **1.2.3** (unreleased); more") == "1.2.3")
    #expect(Self.readmeVersion("no version here") == nil)
    #expect(
      Self.newestChangelogVersion("# Changelog\n\n## 1.2.3 (unreleased)\n\n## 1.2.2 (x)\n")
        == "1.2.3")
    #expect(Self.newestChangelogVersion("# Changelog\n") == nil)
  }
}
