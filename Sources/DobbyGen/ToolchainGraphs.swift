import Foundation

/// The symbol graphs of the toolchain's modules (`Swift`, `Distributed`,
/// …) whose protocols the given graphs' protocols inherit
/// (`protocol Feed: Sequence`): a package's graphs hold none of them, so
/// they are extracted with the toolchain's `swift-symbolgraph-extract`,
/// once per toolchain, into a cache folder, keeping only the protocols,
/// their members and how they relate.
struct ToolchainGraphs {
  /// The `swift-symbolgraph-extract` to run.
  var tool: String
  /// The folder extracted graphs are kept in, one folder per toolchain.
  var cache: String

  /// The graphs of the toolchain modules `graphs` need, those they need in
  /// turn included, each read once; a module that cannot be extracted is
  /// named through `print`, and its protocols' inheritors keep their
  /// one-line reason.
  func graphs(for graphs: [SymbolGraph], print: (String) -> Void) -> [SymbolGraph] {
    var found: [SymbolGraph] = []
    var tried = Set(graphs.map(\.module.name))
    while true {
      let needed = Self.missingModules(SymbolIndex(graphs: graphs + found)).subtracting(tried)
      guard !needed.isEmpty else { return found }
      guard FileManager.default.isExecutableFile(atPath: tool) else {
        let names = needed.sorted().joined(separator: ", ")
        print("dobby-gen: cannot extract the symbol graphs of \(names): no executable at \(tool)")
        return found
      }
      // A module of another package is not the toolchain's: its
      // inheritors keep their reason.
      let missing = needed.filter(isInToolchain).sorted()
      tried.formUnion(needed)
      guard !missing.isEmpty else { return found }
      for module in missing {
        do {
          found.append(try graph(of: module))
        } catch {
          print("dobby-gen: \(error.description)")
        }
      }
    }
  }

  /// The modules of the protocols that protocols in `index` inherit,
  /// which no graph holds and ``StandardProtocol`` does not know.
  static func missingModules(_ index: SymbolIndex) -> Set<String> {
    var modules: Set<String> = []
    for (source, inheritances) in index.inheritances
    where index.symbols[source]?.symbol.kind.identifier == "swift.protocol" {
      for inheritance in inheritances where index.symbols[inheritance.target] == nil {
        guard let name = inheritance.fallback, StandardProtocol.table[name] == nil,
          let module = name.split(separator: ".").first
        else { continue }
        modules.insert(String(module))
      }
    }
    return modules
  }

  /// The toolchain's folder of modules: `usr/lib/swift/linux` beside
  /// the tool's `usr/bin`.
  var modulesFolder: String {
    let bin = URL(fileURLWithPath: tool).deletingLastPathComponent()
    return bin.deletingLastPathComponent().appendingPathComponent("lib/swift/" + Self.platform).path
  }

  #if os(macOS)
    static let platform = "macosx"
  #else
    static let platform = "linux"
  #endif

  /// Whether the toolchain has the module.
  func isInToolchain(_ module: String) -> Bool {
    FileManager.default.fileExists(atPath: modulesFolder + "/" + module + ".swiftmodule")
  }

  /// The graph of `module`, from the cache or extracted into it.
  ///
  /// - Throws: ``GeneratorCommand/Failure`` naming the module and why.
  func graph(of module: String) throws(GeneratorCommand.Failure) -> SymbolGraph {
    let folder = cache + "/" + toolchainKey
    let path = folder + "/" + module + ".symbols.json"
    if let data = FileManager.default.contents(atPath: path),
      let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data)
    {
      return graph
    }
    let graph = try extract(module).pruned
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try JSONEncoder().encode(graph).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw failure(module, "cannot write into \(folder): \(GeneratorCommand.oneLine(error))")
    }
    return graph
  }

  /// Runs the tool for `module` into a fresh folder and reads its graph.
  private func extract(_ module: String) throws(GeneratorCommand.Failure) -> SymbolGraph {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("dobby-gen-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = [
      "-module-name", module, "-target", Self.target, "-output-dir", output.path,
      "-minimum-access-level", "public", "-I", modulesFolder,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      try process.run()
    } catch {
      throw failure(module, "cannot run \(tool): \(GeneratorCommand.oneLine(error))")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let first = String(decoding: message, as: UTF8.self).split(whereSeparator: \.isNewline).first
      throw failure(
        module,
        "\(tool) exited with status \(process.terminationStatus)"
          + (first.map { ": " + $0 } ?? ""))
    }
    let path = output.appendingPathComponent(module + ".symbols.json").path
    guard let data = FileManager.default.contents(atPath: path),
      let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data)
    else { throw failure(module, "\(tool) wrote no symbol graph") }
    return graph
  }

  private func failure(_ module: String, _ why: String) -> GeneratorCommand.Failure {
    GeneratorCommand.Failure(description: "cannot extract the symbol graph of \(module): \(why)")
  }

  /// The target triple the graphs are extracted for: this machine's.
  static var target: String {
    #if arch(arm64) && os(macOS)
      "arm64-apple-macosx13.0"
    #elseif os(macOS)
      "x86_64-apple-macosx13.0"
    #elseif arch(arm64)
      "aarch64-unknown-linux-gnu"
    #else
      "x86_64-unknown-linux-gnu"
    #endif
  }

  /// A folder name per toolchain: the tool's path, size and date, hashed
  /// (FNV-1a), so that another toolchain's graphs are never read.
  var toolchainKey: String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: tool)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(tool) \(size) \(date)".utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}

extension SymbolGraph {
  /// The graph with only what a protocol's model reads: protocols, the
  /// symbols that are their requirements or members, and the
  /// relationships between them (the standard library's graph, 48 MB, is
  /// 1.3 MB so).
  var pruned: SymbolGraph {
    let protocols = Set(
      symbols.filter { $0.kind.identifier == "swift.protocol" }.map(\.identifier.precise))
    let kept = relationships.filter { relationship in
      switch relationship.kind {
      case "requirementOf", "optionalRequirementOf", "memberOf":
        protocols.contains(relationship.target)
      case "conformsTo", "inheritsFrom": protocols.contains(relationship.source)
      case "defaultImplementationOf": true
      default: false
      }
    }
    let members = Set(
      kept.filter { $0.kind != "defaultImplementationOf" }.map(\.source))
    var graph = self
    graph.symbols = symbols.filter {
      protocols.contains($0.identifier.precise) || members.contains($0.identifier.precise)
    }
    graph.relationships = kept
    return graph
  }
}
