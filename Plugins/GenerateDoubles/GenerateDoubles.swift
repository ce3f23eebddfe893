import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-doubles --target Shop`:
/// asks SwiftPM for the target's symbol graph (private declarations
/// included, so that the protocols a test target cannot see are named)
/// and those of the targets it depends on, then runs `dobby-gen` to
/// write the doubles into the test target's `Doubles/Shop/` folder: each
/// module's doubles in their own folder, so generating for one never
/// touches another's.
///
/// Options after the target are `dobby-gen`'s: `--output DIR`, `--only P,Q`,
/// `--check`, `--library MODULE`, `--in-module`. The generated files
/// import as the target they go into does (`--match-imports`, the
/// target's folder): `internal import` where its own files use access
/// levels. `--check` without a target
/// checks every target whose doubles are in their default folder. The
/// toolchain's `swift-symbolgraph-extract` gives the graphs of the
/// toolchain modules a protocol inherits (`Feed: Sequence`), kept in the
/// plugin's work folder.
@main
struct GenerateDoubles: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    var targetNames = extractor.extractOption(named: "target")
    let forwarded = extractor.remainingArguments
    if targetNames.isEmpty && forwarded.contains("--check") {
      targetNames = try generatedTargets(in: context.package)
    }
    guard !targetNames.isEmpty else {
      throw PluginFailure("generate-doubles: name a target with --target NAME")
    }
    let tool = try context.tool(named: "dobby-gen")
    let extraction = Self.extraction(context, forwarded: forwarded)
    for name in targetNames {
      guard
        let target = try context.package.targets(named: [name]).first as? SwiftSourceModuleTarget
      else { throw PluginFailure("generate-doubles: \(name) is not a Swift target") }
      var arguments = ["--module", target.moduleName]
      arguments += ["--regenerate", Self.regenerateCommand(target: name, forwarded: forwarded)]
      var folder: URL?
      if let index = forwarded.firstIndex(of: "--output"), index + 1 < forwarded.count {
        folder = owner(of: forwarded[index + 1], in: context.package)
      } else {
        let tests = try testFolder(for: target, in: context.package)
        arguments += ["--output", tests.appending(path: "Doubles/\(target.moduleName)").path]
        folder = tests
      }
      // The generated files import as the target they go into does.
      if let folder, !forwarded.contains("--match-imports") {
        arguments += ["--match-imports", folder.path]
      }
      arguments += extraction + forwarded + (try graphs(of: target))
      try run(tool.url, arguments, in: context.package.directoryURL)
    }
  }

  /// The command that regenerates exactly these files: the target and the
  /// options that shape them (`--check` left out).
  static func regenerateCommand(target: String, forwarded: [String]) -> String {
    let shaping = forwarded.filter { $0 != "--check" }
    return
      (["swift package --allow-writing-to-package-directory generate-doubles --target", target]
      + shaping).joined(separator: " ")
  }

  /// `--symbolgraph-extract TOOL --graph-cache DIR` for the toolchain's
  /// tool, found by SwiftPM or on the `PATH`; nothing when neither has
  /// it (a protocol inheriting `Sequence` is then named with its reason).
  static func extraction(_ context: PluginContext, forwarded: [String]) -> [String] {
    guard !forwarded.contains("--symbolgraph-extract") else { return [] }
    let name = "swift-symbolgraph-extract"
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let found =
      (try? context.tool(named: name))?.url.path
      ?? path.split(separator: ":").map { String($0) + "/" + name }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let found else { return [] }
    let cache = context.pluginWorkDirectoryURL.appending(path: "toolchain-graphs").path
    return ["--symbolgraph-extract", found, "--graph-cache", cache]
  }

  /// The symbol graphs of `target` and the source modules it depends on.
  private func graphs(of target: SwiftSourceModuleTarget) throws -> [String] {
    var options = PackageManager.SymbolGraphOptions()
    options.minimumAccessLevel = .private
    options.includeSynthesized = false
    options.includeSPI = true
    var graphs: [String] = []
    for module in [target] + target.dependencies.compactMap(Self.sourceModule) {
      let result = try packageManager.getSymbolGraph(for: module, options: options)
      graphs.append(result.directoryURL.appending(path: "\(module.moduleName).symbols.json").path)
    }
    return graphs
  }

  private func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PluginFailure(
        "generate-doubles: dobby-gen exited with status \(process.terminationStatus)")
    }
  }

  private static func sourceModule(_ dependency: TargetDependency) -> SwiftSourceModuleTarget? {
    if case .target(let target) = dependency { return target as? SwiftSourceModuleTarget }
    return nil
  }

  /// The test targets that depend on `target`, the one named `<target>Tests` first.
  private func tests(of target: SwiftSourceModuleTarget, in package: Package)
    -> [SwiftSourceModuleTarget]
  {
    let tests = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { test in
      test.kind == .test
        && test.dependencies.contains { dependency in
          if case .target(let used) = dependency { return used.id == target.id }
          return false
        }
    }
    return tests.filter { $0.name == target.name + "Tests" }
      + tests.filter {
        $0.name != target.name + "Tests"
      }
  }

  /// The folder of the target whose folder holds `output` (relative to
  /// the package or absolute); `nil` when no target's does.
  private func owner(of output: String, in package: Package) -> URL? {
    let url =
      output.hasPrefix("/")
      ? URL(fileURLWithPath: output) : package.directoryURL.appending(path: output)
    let path = url.standardizedFileURL.path + "/"
    return package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
      .map { $0.directoryURL.standardizedFileURL }
      .filter { path.hasPrefix($0.path + "/") }
      .max { $0.path.count < $1.path.count }
  }

  /// The folder of the test target that depends on `target`, whose
  /// `Doubles/<Module>` its doubles go into.
  private func testFolder(for target: SwiftSourceModuleTarget, in package: Package) throws -> URL {
    if let test = tests(of: target, in: package).first {
      return test.directoryURL
    }
    // SwiftPM leaves out a test target without source files: its folder,
    // when there is one, is where its first files go.
    let folder = package.directoryURL.appending(path: "Tests/\(target.name)Tests")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw PluginFailure(
        "generate-doubles: no test target depends on \(target.name); pass --output DIR")
    }
    return folder
  }

  /// The source modules whose doubles are in their default folder.
  private func generatedTargets(in package: Package) throws -> [String] {
    package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { target in
      target.kind != .test
        && tests(of: target, in: package).contains { test in
          FileManager.default.fileExists(
            atPath: test.directoryURL.appending(path: "Doubles/\(target.moduleName)").path)
        }
    }.map(\.name)
  }
}

/// A plugin failure in one line.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
