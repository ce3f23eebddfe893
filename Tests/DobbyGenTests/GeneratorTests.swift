import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyGen

/// The generator end to end on a graph the compiler wrote
/// (Graphs/Checkout.symbols.json, from the GeneratedDoubles article's
/// `Checkout.swift`).
struct GeneratorTests {
  static let graphPath =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    + "/Graphs/Checkout.symbols.json"

  static let regenerate =
    "swift package --allow-writing-to-package-directory generate-doubles --target Checkout"

  /// The file the article shows: the code block after the line that
  /// names it in `Sources/Dobby/Dobby.docc/GeneratedDoubles.md`.
  static let expected: String = {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Dobby/Dobby.docc/GeneratedDoubles.md")
    let text = (try? String(contentsOf: article, encoding: .utf8)) ?? ""
    let lead = "writes `Doubles/Checkout/Checkout.Checkout+Doubles.swift`:\n\n```swift\n"
    guard let block = text.range(of: lead),
      let end = text.range(of: "\n```\n", range: block.upperBound..<text.endIndex)
    else { return "GeneratedDoubles.md shows no generated file" }
    return String(text[block.upperBound..<end.lowerBound]) + "\n"
  }()

  func run(_ arguments: [String]) throws -> (status: Int32, lines: [String]) {
    let command = try GeneratorCommand(arguments: arguments)
    var lines: [String] = []
    let status = command.run { lines.append($0) }
    return (status, lines)
  }

  @Test func `writes one file per source file, as the article shows`() throws {
    let directory = try TemporaryDirectory()
    let result = try run(
      ["--output", directory.path, "--regenerate", Self.regenerate, Self.graphPath])
    #expect(result.status == 0)
    #expect(result.lines == ["dobby-gen: wrote \(directory.path)/Checkout.Checkout+Doubles.swift"])
    #expect(try directory.files() == ["Checkout.Checkout+Doubles.swift"])
    let text = try String(
      contentsOfFile: directory.path + "/Checkout.Checkout+Doubles.swift", encoding: .utf8)
    #expect(text == Self.expected)
  }

  @Test func `check fails naming a stale double and passes after regenerating`() throws {
    let directory = try TemporaryDirectory()
    let arguments = ["--output", directory.path, "--regenerate", Self.regenerate, Self.graphPath]
    _ = try run(arguments)
    let path = directory.path + "/Checkout.Checkout+Doubles.swift"
    try Data((Self.expected + "// edited\n").utf8).write(to: URL(fileURLWithPath: path))

    let stale = try run(arguments + ["--check"])
    #expect(stale.status == 1)
    #expect(stale.lines == ["dobby-gen: stale: \(path)"])

    _ = try run(arguments)
    let fresh = try run(arguments + ["--check"])
    #expect(fresh.status == 0)
    #expect(fresh.lines == ["dobby-gen: 1 generated files are up to date in \(directory.path)"])
  }

  @Test func `check names a generated file no protocol needs any more`() throws {
    let directory = try TemporaryDirectory()
    let arguments = ["--output", directory.path, "--regenerate", Self.regenerate, Self.graphPath]
    _ = try run(arguments)
    let orphan = directory.path + "/Checkout.Old+Doubles.swift"
    try Data((Generator.marker + " from Old.swift: do not edit.\n").utf8).write(
      to: URL(fileURLWithPath: orphan))
    let result = try run(arguments + ["--check"])
    #expect(result.status == 1)
    #expect(result.lines == ["dobby-gen: stale: \(orphan)"])
  }

  @Test func `only generates the protocols named, and names unknown ones`() throws {
    let directory = try TemporaryDirectory()
    let result = try run(
      ["--output", directory.path, "--only", "Mailer,Nope", Self.graphPath])
    #expect(result.status == 0)
    #expect(result.lines.first == "dobby-gen: no protocol Nope in Checkout")
    let text = try String(
      contentsOfFile: directory.path + "/Checkout.Checkout+Doubles.swift", encoding: .utf8)
    #expect(text.contains("final class MailerDouble: Mailer, Sendable {"))
    #expect(!text.contains("PaymentGatewayDouble"))
  }

  @Test func `bad input is one line and status 2`() throws {
    let directory = try TemporaryDirectory()
    let url = try directory.write(Array("{\"module\": 1}".utf8), to: "Bad.symbols.json")
    let result = try run(["--output", directory.path, url.path])
    #expect(result.status == 2)
    #expect(result.lines.count == 1)
    #expect(result.lines[0].hasPrefix("dobby-gen: \(url.path) is not a symbol graph: "))
    #expect(
      throws: GeneratorCommand.Failure(description: "dobby-gen: unknown option --nope (see --help)")
    ) {
      try GeneratorCommand(arguments: ["--nope"])
    }
  }
}
