import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-doubles --target Shop`:
/// asks SwiftPM for the target's symbol graph (internal declarations
/// included) and those of the targets it depends on, then runs `dobby-gen`
/// to write the doubles into the test target's `Doubles/` folder.
///
/// Options after the target are `dobby-gen`'s: `--output DIR`, `--only P,Q`,
/// `--check`, `--library MODULE`, `--in-module`.
@main
struct GenerateDoubles: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    guard !targetNames.isEmpty else {
      throw PluginFailure("generate-doubles: name a target with --target NAME")
    }
    let forwarded = extractor.remainingArguments
    let tool = try context.tool(named: "dobby-gen")
    for name in targetNames {
      guard
        let target = try context.package.targets(named: [name]).first as? SwiftSourceModuleTarget
      else { throw PluginFailure("generate-doubles: \(name) is not a Swift target") }
      var options = PackageManager.SymbolGraphOptions()
      options.minimumAccessLevel = .internal
      options.includeSynthesized = false
      options.includeSPI = true
      var graphs: [String] = []
      for module in [target] + target.dependencies.compactMap(Self.sourceModule) {
        let result = try packageManager.getSymbolGraph(for: module, options: options)
        graphs.append(result.directoryURL.appending(path: "\(module.moduleName).symbols.json").path)
      }
      var arguments = ["--module", target.moduleName]
      arguments += [
        "--regenerate",
        "swift package --allow-writing-to-package-directory generate-doubles --target \(name)"
          + (forwarded.contains("--in-module") ? " --in-module" : ""),
      ]
      if !forwarded.contains("--output") {
        arguments += ["--output", try defaultOutput(for: target, in: context.package)]
      }
      arguments += forwarded + graphs
      let process = Process()
      process.executableURL = tool.url
      process.arguments = arguments
      process.currentDirectoryURL = context.package.directoryURL
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw PluginFailure(
          "generate-doubles: dobby-gen exited with status \(process.terminationStatus)")
      }
    }
  }

  private static func sourceModule(_ dependency: TargetDependency) -> SwiftSourceModuleTarget? {
    if case .target(let target) = dependency { return target as? SwiftSourceModuleTarget }
    return nil
  }

  /// `Doubles/` in the test target that depends on `target`.
  private func defaultOutput(for target: SwiftSourceModuleTarget, in package: Package) throws
    -> String
  {
    let tests = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { test in
      test.kind == .test
        && test.dependencies.contains { dependency in
          if case .target(let used) = dependency { return used.id == target.id }
          return false
        }
    }
    guard let test = tests.first(where: { $0.name == target.name + "Tests" }) ?? tests.first else {
      throw PluginFailure(
        "generate-doubles: no test target depends on \(target.name); pass --output DIR")
    }
    return test.directoryURL.appending(path: "Doubles").path
  }
}

/// A plugin failure in one line.
struct PluginFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
