import Foundation

/// `dobby-gen`'s work, apart from its thin `main`: parse the arguments,
/// read the symbol graphs, then write or check the doubles.
public struct GeneratorCommand: Sendable {
  /// The `.symbols.json` files to read.
  public var graphPaths: [String] = []
  /// Where the doubles go (`--output`).
  public var output = "Doubles"
  /// The module whose protocols get doubles; `nil` for the first graph's.
  public var module: String?
  /// Only these protocols, when not empty (`--only`).
  public var only: Set<String> = []
  /// Several modules, each into `output/<Module>`: the graphs are read once.
  public var modules: [String] = []
  /// Protocols left out, each named as skipped.
  public var skip: Set<String> = []
  /// Whether to write nothing and name each stale file (`--check`).
  public var check = false
  /// The module that provides `Stub` (`--library`).
  public var library = "Dobby"
  /// Whether the doubles are compiled into the module itself (`--in-module`).
  public var inModule = false
  /// The folder whose Swift files (those not generated) the imports
  /// follow (`--match-imports`); `nil` for plain imports.
  public var matchImports: String?
  /// The `swift-symbolgraph-extract` that extracts the graphs of the
  /// toolchain modules whose protocols the graphs' inherit
  /// (`--symbolgraph-extract`); `nil` to extract none.
  public var symbolGraphExtract: String?
  /// Where extracted graphs are kept (`--graph-cache`); `nil` for the
  /// temporary folder.
  public var graphCache: String?
  /// The command the files' header names (`--regenerate`).
  public var regenerate = "dobby-gen (see the GeneratedDoubles article)"
  /// Whether `--help` was given.
  public var showsHelp = false

  /// A bad command line or unreadable input: one line.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    /// The line to print.
    public var description: String
  }

  /// Parses `arguments` (without the program's name).
  ///
  /// - Throws: ``Failure`` naming the unknown option or missing value.
  public init(arguments: [String]) throws(Failure) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("--") else {
        graphPaths.append(argument)
        continue
      }
      guard let option = GeneratorOption.all.first(where: { $0.flag == argument }) else {
        throw Failure(description: "dobby-gen: unknown option \(argument) (see --help)")
      }
      var value = ""
      if let placeholder = option.value {
        guard let next = rest.popFirst() else {
          throw Failure(description: "dobby-gen: \(argument) needs a value (\(placeholder))")
        }
        value = next
      }
      option.effect(&self, value)
    }
    if !showsHelp && graphPaths.isEmpty {
      throw Failure(description: "dobby-gen: no symbol graph given (FILE.symbols.json)")
    }
  }

  /// Runs the command, writing messages through `print`.
  ///
  /// - Returns: The exit status: 0, 1 for stale files under `--check`, 2
  ///   for bad input.
  public func run(print: (String) -> Void) -> Int32 {
    if showsHelp {
      print(GeneratorOption.usage)
      return 0
    }
    var graphs: [SymbolGraph] = []
    for path in graphPaths {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("dobby-gen: cannot read \(path)")
        return 2
      }
      do {
        graphs.append(try JSONDecoder().decode(SymbolGraph.self, from: data))
      } catch {
        print("dobby-gen: \(path) is not a symbol graph: \(Self.oneLine(error))")
        return 2
      }
    }
    let inherited =
      symbolGraphExtract.map { tool in
        ToolchainGraphs(
          tool: tool,
          cache: graphCache ?? FileManager.default.temporaryDirectory.path + "/dobby-gen-graphs"
        ).graphs(for: graphs, print: print)
      } ?? []
    guard modules.isEmpty else {
      // Each module into its own folder, the graphs read once.
      var status: Int32 = 0
      for name in modules {
        var command = self
        command.modules = []
        command.module = name
        command.output = output + "/" + name
        status = max(status, command.generate(graphs, inherited: inherited, print: print))
      }
      return status
    }
    return generate(graphs, inherited: inherited, print: print)
  }

  /// Writes or checks the doubles of one module's protocols in `graphs`.
  private func generate(
    _ graphs: [SymbolGraph], inherited: [SymbolGraph], print: (String) -> Void
  ) -> Int32 {
    var generator = Generator(
      module: module ?? graphs[0].module.name, only: only, skip: skip, regenerate: regenerate,
      library: library, inModule: inModule)
    generator.inheritedGraphs = inherited
    generator.importStyle = ImportStyle(sources: matchImports.map(Self.handWritten(under:)) ?? [])
    generator.source = { path in
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
    let result = generator.generate(from: graphs)
    for line in result.skipped { print("dobby-gen: not generated: \(line)") }
    let unknown = only.subtracting(
      SymbolIndex(graphs: graphs).protocols(in: generator.module).map(\.symbol.name))
    for name in unknown.sorted() { print("dobby-gen: no protocol \(name) in \(generator.module)") }
    return check ? checkFiles(result.files, print: print) : writeFiles(result.files, print: print)
  }

  /// The Swift files under `directory` that are not generated, as text.
  static func handWritten(under directory: String) -> [String] {
    let paths = FileManager.default.subpaths(atPath: directory) ?? []
    return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
      guard let data = FileManager.default.contents(atPath: directory + "/" + path) else {
        return nil
      }
      let text = String(decoding: data, as: UTF8.self)
      return text.hasPrefix(Generator.marker) ? nil : text
    }
  }

  /// The generated files now in `output`: those whose first line is the marker.
  private func existingGenerated() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
    return names.filter { name in
      guard name.hasSuffix(".swift"),
        let data = FileManager.default.contents(atPath: output + "/" + name)
      else { return false }
      return String(decoding: data.prefix(64), as: UTF8.self).hasPrefix(Generator.marker)
    }.sorted()
  }

  private func checkFiles(_ files: [String: String], print: (String) -> Void) -> Int32 {
    var stale: [String] = []
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
      let path = output + "/" + name
      let current = FileManager.default.contents(atPath: path).map {
        String(decoding: $0, as: UTF8.self)
      }
      if current != text { stale.append(path) }
    }
    for name in existingGenerated() where files[name] == nil { stale.append(output + "/" + name) }
    for path in stale { print("dobby-gen: stale: \(path)") }
    if stale.isEmpty {
      print("dobby-gen: \(files.count) generated files are up to date in \(output)")
      return 0
    }
    return 1
  }

  private func writeFiles(_ files: [String: String], print: (String) -> Void) -> Int32 {
    do {
      try FileManager.default.createDirectory(
        atPath: output, withIntermediateDirectories: true)
      for (name, text) in files.sorted(by: { $0.key < $1.key }) {
        let path = output + "/" + name
        let current = FileManager.default.contents(atPath: path)
        if current != Data(text.utf8) {
          try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
          print("dobby-gen: wrote \(path)")
        }
      }
      for name in existingGenerated() where files[name] == nil {
        try FileManager.default.removeItem(atPath: output + "/" + name)
        print("dobby-gen: removed \(output)/\(name)")
      }
    } catch {
      print("dobby-gen: cannot write into \(output): \(Self.oneLine(error))")
      return 2
    }
    return 0
  }

  static func oneLine(_ error: any Error) -> String {
    String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
