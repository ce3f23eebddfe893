import Foundation

/// The documentation's pages, read from the checkout: the DocC catalog's
/// articles and the README, so that tests can hold them to the code.
enum Article {
  /// The checkout's root directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Sources/Dobby/Dobby.docc`.
  static let catalog = root.appendingPathComponent("Sources/Dobby/Dobby.docc")

  /// The text of the catalog's article `name` (`Patterns` for
  /// `Patterns.md`).
  static func text(_ name: String) throws -> String {
    try String(
      contentsOf: catalog.appendingPathComponent(name + ".md"), encoding: .utf8)
  }

  /// The text of `README.md`.
  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }
}
