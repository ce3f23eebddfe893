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
  static let keywords: Set<String> = ["init", "subscript", "deinit", "self", "Type"]

  /// One name per requirement (two for a settable property or subscript:
  /// getter, setter), in the order given.
  static func names(for requirements: [Requirement]) -> [[String]] {
    var counts: [String: Int] = [:]
    for requirement in requirements where requirement.kind != .property {
      counts[requirement.baseName, default: 0] += 1
    }
    // Names the double declares for requirements: a stub may not use them.
    var reserved = Set<String>()
    for requirement in requirements {
      switch requirement.kind {
      case .property: reserved.insert(requirement.baseName)
      case .method where requirement.signature?.parameters.isEmpty == true:
        reserved.insert(requirement.baseName)
      default: break
      }
    }
    var taken = reserved
    var result: [[String]] = []
    for requirement in requirements {
      let base = requirement.baseName
      var stems: [String]
      switch requirement.kind {
      case .property:
        stems = [base + "Get"] + (requirement.property?.isSettable == true ? [base + "Set"] : [])
      case .subscript:
        let isSettable = requirement.declaration.contains("set }")
        let stem = counts[base, default: 0] > 1 ? base + labelSuffix(requirement) : base
        stems = [stem + "Get"] + (isSettable ? [stem + "Set"] : [])
      case .method, .initializer:
        var stem = counts[base, default: 0] > 1 ? base + labelSuffix(requirement) : base
        if reserved.contains(stem) || keywords.contains(stem) { stem += "Stub" }
        stems = [stem]
      }
      stems = stems.map { stem in
        var name = stem
        var number = 2
        while taken.contains(name) {
          name = stem + String(number)
          number += 1
        }
        taken.insert(name)
        return name
      }
      result.append(stems)
    }
    return result
  }

  /// The argument labels, capitalised and joined: `For` for `(_:for:)`.
  static func labelSuffix(_ requirement: Requirement) -> String {
    (requirement.signature?.parameters ?? []).compactMap(\.label).map { label in
      label.prefix(1).uppercased() + label.dropFirst()
    }.joined()
  }
}
