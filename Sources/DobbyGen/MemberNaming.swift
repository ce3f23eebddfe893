/// The names of a double's stubs, by the rule the documentation states:
///
/// 1. A method is backed by a stub named after its base name:
///    `charge(_:for:)` by `charge`.
/// 2. Overloads that share a base name each add their argument labels,
///    capitalised, `_` left out: `charge(_:for:)` is `chargeFor`,
///    `charge(amount:)` is `chargeAmount`.
/// 3. A name the double needs for a requirement itself (a method without
///    parameters, a property) or a keyword (`init`) takes the suffix
///    `Stub`: `refresh()` is backed by `refreshStub`, `init(seed:)` by
///    `initStub`.
/// 4. A property `name` is backed by `nameGet` (and `nameSet` when it is
///    settable); a subscript by `subscriptGet` and `subscriptSet`.
/// 5. A name still taken gets the first free number: `charge2`.
enum MemberNaming {
  /// Names a stub cannot take unescaped: keywords, and what a class declares.
  static let keywords: Set<String> = Name.keywords.union(["Type", "Protocol", "deinit"])

  /// One name per requirement (two for a settable property or subscript:
  /// getter, setter), in the order given; `taken` are names the double
  /// declares otherwise.
  static func names(for requirements: [Requirement], taken: Set<String> = []) -> [[String]] {
    var counts: [String: Int] = [:]
    for requirement in requirements where !requirement.isProperty {
      counts[spelledOut(requirement.baseName), default: 0] += 1
    }
    // Names the double declares for requirements: a stub may not use them.
    var reserved = taken
    for requirement in requirements where requirement.isProperty || requirement.hasNoParameters {
      reserved.insert(requirement.baseName)
    }
    var used = reserved
    return requirements.map { requirement in
      stems(for: requirement, overloaded: counts[spelledOut(requirement.baseName), default: 0] > 1)
        .map { stem in
          var stem = stem
          if reserved.contains(stem) || keywords.contains(stem) { stem += "Stub" }
          var name = stem
          var number = 2
          while used.contains(name) {
            name = stem + String(number)
            number += 1
          }
          used.insert(name)
          return name
        }
    }
  }

  /// The names before numbering: the getter's and setter's, or one.
  private static func stems(for requirement: Requirement, overloaded: Bool) -> [String] {
    let base = spelledOut(requirement.baseName)
    switch requirement.kind {
    case .property(let property):
      return [base + "Get"] + (property.accessors.isSettable ? [base + "Set"] : [])
    case .subscript(let declaration):
      let stem = overloaded ? base + labelSuffix(declaration.parameters) : base
      return [stem + "Get"] + (declaration.accessors.isSettable ? [stem + "Set"] : [])
    case .function(let function):
      return [overloaded ? base + labelSuffix(function.parameters) : base]
    case .initializer(let initializer):
      return [overloaded ? base + labelSuffix(initializer.parameters) : base]
    case .associatedType: return []
    }
  }

  /// An operator's name in words, `lessEqual` for `<=`; any other name as it is.
  static func spelledOut(_ name: String) -> String {
    guard let first = name.first, !first.isLetter, first != "_" else { return name }
    let words = name.map { operatorWords[$0] ?? "op" }
    return words[0] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  static let operatorWords: [Character: String] = [
    "=": "equal", "<": "less", ">": "greater", "!": "not", "+": "plus", "-": "minus",
    "*": "times", "/": "divide", "%": "remainder", "&": "and", "|": "or", "^": "xor",
    "~": "tilde", ".": "dot", "?": "question",
  ]

  /// The argument labels, capitalised and joined: `For` for `(_:for:)`.
  static func labelSuffix(_ parameters: [Parameter]) -> String {
    parameters.compactMap(\.label).map { label in
      label.prefix(1).uppercased() + label.dropFirst()
    }.joined()
  }
}

extension Requirement {
  var isProperty: Bool {
    if case .property = kind { return true }
    return false
  }

  /// A method without parameters: its base name is a member of the double.
  var hasNoParameters: Bool {
    if case .function(let function) = kind { return function.parameters.isEmpty }
    return false
  }
}
