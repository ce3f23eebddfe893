/// The `~Copyable` types: a stub cannot hold one, so a double records a
/// call without such an argument, and a requirement answering one gets
/// no double.
///
/// A symbol graph does not say that a type is `~Copyable` (its
/// declaration prints `struct ExecutorJob`, and a package's graph lists no
/// `Copyable` conformances), so the toolchain's are a table, and a
/// package's are read from the declaration's source
/// (`struct Ticket: ~Copyable {`).
struct NonCopyableTypes: Sendable {
  /// The precise identifiers of the `~Copyable` types.
  var precise: Set<String> = standard

  /// The toolchain's types that are `~Copyable` whatever their generic
  /// arguments (from its `.swiftinterface` files, Swift 6.3).
  static let standard: Set<String> = [
    "s:12_Concurrency11ExecutorJobV", "s:12_Concurrency3JobV", "s:15Synchronization5MutexV",
    "s:15Synchronization6AtomicV", "s:15Synchronization19AtomicLazyReferenceV",
    "s:s14MutableRawSpanV", "s:s11MutableSpanV", "s:s13OutputRawSpanV", "s:s10OutputSpanV",
    "s:7Testing8ExitTestV",
  ]

  /// The toolchain's.
  init() {}

  /// The toolchain's, and the structs and enums of `index` whose source
  /// declares them `~Copyable`; `source` gives a file's text by path,
  /// `nil` when it cannot be read.
  init(index: SymbolIndex, source: (String) -> String?) {
    let declared = index.symbols.values.filter {
      ["swift.struct", "swift.enum"].contains($0.symbol.kind.identifier)
        && !$0.symbol.sourcePath.isEmpty
    }
    for (path, entries) in Dictionary(grouping: declared, by: \.symbol.sourcePath) {
      guard let text = source(path) else { continue }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for entry in entries where Self.declaresNonCopyable(entry.symbol, lines: lines) {
        precise.insert(entry.symbol.identifier.precise)
      }
    }
  }

  /// Whether the declaration's header, from its line to its `{`, suppresses `Copyable`.
  private static func declaresNonCopyable(_ symbol: SymbolGraph.Symbol, lines: [Substring])
    -> Bool
  {
    guard let line = symbol.location?.position?.line, line < lines.count else { return false }
    var header = ""
    for text in lines[line...] {
      header += text.prefix { $0 != "{" }
      if text.contains("{") { break }
    }
    return header.filter { !$0.isWhitespace }.contains("~Copyable")
  }

  /// Whether `type` (its ownership specifiers aside) names a `~Copyable` type.
  func contains(_ type: TypeSyntax) -> Bool {
    switch type {
    case .attributed(_, let inner): contains(inner)
    case .nominal(let names): names.last?.precise.map(precise.contains) ?? false
    default: false
    }
  }
}
