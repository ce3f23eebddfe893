/// How generated files import modules, following the target they go
/// into: Swift 6 rejects a plain `import M` in one file of a module
/// beside an `internal import M` in another ("ambiguous implicit access
/// level for import of 'M'"), so a generated file imports as the
/// target's own files do.
///
/// A target whose files import some module at an access level below
/// `public` (`package`, `internal`, `fileprivate`, `private`) gets
/// `internal import M` (the doubles are internal); a module those files
/// import plainly stays plain. Otherwise every import is plain, which
/// sits beside `public import M` and under `InternalImportsByDefault`.
struct ImportStyle: Equatable, Sendable {
  /// Whether generated files write `internal import M`.
  var isInternal = false
  /// The modules the target's files import plainly: imported plainly
  /// even when ``isInternal``.
  var plainModules: Set<String> = []

  /// Plain imports everywhere.
  init() {}

  /// The style of the target whose Swift files are `sources`.
  init(sources: [String]) {
    for source in sources {
      for line in source.split(whereSeparator: \.isNewline) {
        guard let declaration = ImportDeclaration(line) else { continue }
        switch declaration.accessLevel {
        case nil: plainModules.insert(declaration.module)
        case "public": break
        default: isInternal = true
        }
      }
    }
  }

  /// The import line of `module`: `import M`, `internal import M`,
  /// `@testable internal import M`.
  func line(_ module: String, isTestable: Bool) -> String {
    let access = isInternal && !plainModules.contains(module) ? "internal " : ""
    return (isTestable ? "@testable " : "") + access + "import " + module
  }
}
