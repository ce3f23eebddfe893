import DobbyTestSupport
import Foundation
import Testing

@testable import DobbyGen

/// Generated files import as the target they go into does: Swift 6
/// rejects `import M` in one file beside `internal import M` in another.
struct ImportStyleTests {
  @Test(
    arguments: [
      ("import Foundation", nil, "Foundation"),
      ("internal import Foundation", "internal", "Foundation"),
      ("@testable internal import Shop", "internal", "Shop"),
      ("@preconcurrency package import Dispatch // queues", "package", "Dispatch"),
      ("private import struct Foundation.Date", "private", "Foundation"),
      ("public import Foundation.NSData;", "public", "Foundation"),
      ("@_spi(Internal) import _Testing", nil, "_Testing"),
    ] as [(String, String?, String)])
  func `reads an import declaration's access level and module`(
    line: String, level: String?, module: String
  ) {
    let declaration = ImportDeclaration(Substring(line))
    #expect(declaration?.accessLevel == level)
    #expect(declaration?.module == module)
  }

  @Test(arguments: [
    "", "// import Foundation", "let imported = 1", "importer.run()", "import",
    "internal let x = 1",
  ])
  func `a line without an import declares none`(line: String) {
    #expect(ImportDeclaration(Substring(line)) == nil)
  }

  @Test func `plain files keep plain imports`() {
    let style = ImportStyle(sources: ["import Foundation\nimport Testing\n"])
    #expect(!style.isInternal)
    #expect(style.line("Foundation", isTestable: false) == "import Foundation")
    #expect(style.line("Shop", isTestable: true) == "@testable import Shop")
  }

  @Test func `public imports alone keep plain imports, which may sit beside them`() {
    let style = ImportStyle(sources: ["public import Shop\nimport Dobby\n"])
    #expect(!style.isInternal)
    #expect(style.line("Shop", isTestable: false) == "import Shop")
  }

  @Test func `an access level below public makes every import internal`() {
    let style = ImportStyle(sources: ["import Testing\n", "private import Foundation\n"])
    #expect(style.isInternal)
    #expect(style.line("Foundation", isTestable: false) == "internal import Foundation")
    #expect(style.line("Dobby", isTestable: false) == "internal import Dobby")
    #expect(style.line("Shop", isTestable: true) == "@testable internal import Shop")
  }

  @Test func `a module the target imports plainly stays plain`() {
    let style = ImportStyle(sources: ["internal import Foundation\n@testable import Shop\n"])
    #expect(style.line("Foundation", isTestable: false) == "internal import Foundation")
    #expect(style.line("Shop", isTestable: true) == "@testable import Shop")
  }

  @Test func `match-imports follows the folder's own files, not generated ones`() throws {
    let target = try TemporaryDirectory()
    let output = target.path + "/Doubles/Checkout"
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    _ = try target.write(Array("internal import Dobby\nimport Checkout\n".utf8), to: "Tests.swift")
    // A generated file of another module, importing plainly, is not the target's style.
    _ = try target.write(
      Array((Generator.marker + " from Old.swift: do not edit.\nimport Foundation\n").utf8),
      to: "Doubles/Other.Old+Doubles.swift")
    let command = try GeneratorCommand(arguments: [
      "--output", output, "--match-imports", target.path, GeneratorTests.graphPath,
    ])
    #expect(command.run { _ in } == 0)
    let text = try String(
      contentsOfFile: output + "/Checkout.Checkout+Doubles.swift", encoding: .utf8)
    let imports = text.split(separator: "\n").filter { $0.contains("import ") }
    #expect(imports == ["internal import Dobby", "@testable import Checkout"])
  }
}
