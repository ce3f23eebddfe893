/// How a double records one argument (or answers one result): the type
/// its stub holds and the expression that turns the parameter into it.
struct RecordedType: Equatable, Sendable {
  /// The type in the stub's `Arguments` or `Result`.
  var type: String
  /// How the parameter becomes the recorded value, `$` standing for it.
  var wrap: String
  /// How the stub's result becomes the method's, `$` standing for it.
  var unwrap: String

  /// What a double records for a parameter of type `written` (as the
  /// declaration prints it), where `context` knows which types are
  /// `Sendable` and which names are generic.
  ///
  /// - Non-escaping closures cannot be kept: their type is recorded, as a
  ///   `String`.
  /// - `Sendable` types are recorded as they are; generic ones
  ///   (constrained `Sendable`) as `any Sendable`; `some P` as `any P`.
  /// - Anything else goes in an ``UncheckedSendable``.
  static func argument(_ written: String, in context: TypeContext) -> RecordedType {
    let isOwned = written.hasPrefix("borrowing ") || written.hasPrefix("consuming ")
    let value = isOwned ? "copy $" : "$"
    var core = TypeText.core(written)
    if core.hasSuffix("...") { core = "[" + core.dropLast(3) + "]" }
    if TypeText.isFunction(core) && !written.contains("@escaping")
      && !core.hasSuffix("?") && !core.hasSuffix("!")
    {
      return RecordedType(
        type: "String", wrap: "\"" + TypeText.core(written) + "\"", unwrap: "$")
    }
    if core.hasPrefix("some ") {
      let existential = "any " + core.dropFirst(5)
      return RecordedType(
        type: "UncheckedSendable<\(existential)>", wrap: "UncheckedSendable(\(value))",
        unwrap: "$.value")
    }
    return value == "$" ? plain(core, in: context) : owned(plain(core, in: context))
  }

  /// What a double's stub answers for a result of type `written`; `nil`
  /// for an opaque result (`some P`), which a double cannot produce.
  static func result(_ written: String?, in context: TypeContext) -> RecordedType? {
    guard let written else { return RecordedType(type: "Void", wrap: "$", unwrap: "$") }
    let core = TypeText.core(written)
    if core.hasPrefix("some ") { return nil }
    return plain(core, in: context)
  }

  private static func plain(_ core: String, in context: TypeContext) -> RecordedType {
    let generics = TypeText.words(core).filter { context.genericNames.contains($0) }
    if !generics.isEmpty {
      if generics.allSatisfy({ context.sendableGenerics.contains($0) }) {
        return RecordedType(type: "any Sendable", wrap: "$", unwrap: "$ as! \(core)")
      }
      return RecordedType(
        type: "UncheckedSendable<Any>", wrap: "UncheckedSendable<Any>($)",
        unwrap: "$.value as! \(core)")
    }
    if context.isSendable(core) { return RecordedType(type: core, wrap: "$", unwrap: "$") }
    return RecordedType(
      type: "UncheckedSendable<\(core)>", wrap: "UncheckedSendable($)", unwrap: "$.value")
  }

  private static func owned(_ recorded: RecordedType) -> RecordedType {
    var owned = recorded
    owned.wrap = recorded.wrap.replacingFirst("$", with: "copy $")
    return owned
  }
}

/// What the generator knows about the types around one requirement.
struct TypeContext {
  /// Names of types known to be `Sendable`.
  var sendableNames: Set<String>
  /// Generic parameters in scope: the method's own.
  var genericNames: Set<String> = []
  /// Those of ``genericNames`` constrained to `Sendable`.
  var sendableGenerics: Set<String> = []

  /// Whether every type named in `core` is known `Sendable`; a function
  /// type only when it is `@Sendable`.
  func isSendable(_ core: String) -> Bool {
    if TypeText.isFunction(core) { return core.hasPrefix("@Sendable") }
    if core.contains("->") { return false }
    return TypeText.words(core).allSatisfy { sendableNames.contains($0) }
  }
}

/// Text operations on types as declarations print them.
enum TypeText {
  static let modifiers = [
    "inout ", "borrowing ", "consuming ", "sending ", "__owned ", "__shared ", "@escaping ",
    "@autoclosure ",
  ]
  static let keywords: Set<String> = [
    "any", "some", "inout", "throws", "rethrows", "async", "Sendable", "escaping", "Any",
    "AnyObject", "Self", "each", "repeat",
  ]

  /// `written` without parameter modifiers and `@escaping`.
  static func core(_ written: String) -> String {
    var text = written.trimmed
    var changed = true
    while changed {
      changed = false
      for modifier in modifiers where text.hasPrefix(modifier) {
        text = String(text.dropFirst(modifier.count))
        changed = true
      }
    }
    return text
  }

  /// Whether `core` is a function type: `(Int) -> Void`, `@Sendable () async -> Int`.
  static func isFunction(_ core: String) -> Bool {
    guard core.hasPrefix("(") || core.hasPrefix("@") else { return false }
    let characters = Array(core)
    var start = 0
    if core.hasPrefix("@") { start = characters.firstIndex(of: "(") ?? characters.count }
    guard start < characters.count else { return false }
    let end = Declaration.closing(characters, from: start)
    return String(characters[end...]).contains("->")
  }

  /// The identifiers `core` names, keywords left out: `Array`-free
  /// spellings such as `[T]` give `T`.
  static func words(_ core: String) -> [String] {
    var words: [String] = []
    var current = ""
    func flush() {
      if let first = current.first, !first.isNumber, !keywords.contains(current) {
        words.append(current)
      }
      current = ""
    }
    for character in core {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else if character == "." {
        // A member type: `Self.Item` names `Item`, `Swift.Int` names `Int`.
        current = ""
      } else {
        flush()
      }
    }
    flush()
    return words
  }
}

extension String {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }

  /// `template` with each `$` replaced by `self`.
  func filling(_ template: String) -> String {
    template.split(separator: "$", omittingEmptySubsequences: false).joined(separator: self)
  }
}
