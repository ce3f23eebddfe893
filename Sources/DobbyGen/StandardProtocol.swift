/// A standard-library protocol a double can conform to without its
/// requirements in a symbol graph: the table says what to write.
struct StandardProtocol: Sendable {
  /// The qualified name the symbol graph gives: `Swift.Hashable`.
  var name: String
  /// The members to add, given the double's name, the protocol's name,
  /// the protocol's declaration and the double's style.
  var members: @Sendable (String, String, String, DoubleWriter.Style) -> [String]

  /// Every standard protocol dobby-gen knows, by qualified name.
  static let table: [String: StandardProtocol] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  static let all: [StandardProtocol] = [
    marker("Swift.Sendable"), marker("Swift.SendableMetatype"), marker("Swift.Copyable"),
    marker("Swift.Escapable"), marker("Swift.BitwiseCopyable"), marker("Swift.Error"),
    marker("_Concurrency.Actor"),
    StandardProtocol(name: "Swift.CustomStringConvertible") { double, owner, _, style in
      described("description", double, owner, style)
    },
    StandardProtocol(name: "Swift.CustomDebugStringConvertible") { double, owner, _, style in
      described("debugDescription", double, owner, style)
    },
    StandardProtocol(name: "Swift.Equatable") { double, _, _, style in
      identity(double, style, hashes: false)
    },
    StandardProtocol(name: "Swift.Hashable") { double, _, _, style in
      identity(double, style, hashes: true)
    },
    StandardProtocol(name: "Swift.Identifiable") { _, owner, declaration, style in
      // With `where Self.ID == T` the double answers `id` from a stub;
      // otherwise a class's `ObjectIdentifier` serves.
      guard let range = declaration.range(of: "ID == ") else { return [] }
      let type = String(declaration[range.upperBound...].prefix { $0 != "," && $0 != " " })
      return [
        "  /// The reads of `id`.",
        "  \(style.memberModifier)let idGet = Stub<Void, \(type)>(name: \"\(owner).id\")",
        "  \(style.memberModifier)var id: \(type) { self.idGet.answer(()) }",
      ]
    },
  ]

  /// A protocol without requirements a double must write.
  private static func marker(_ name: String) -> StandardProtocol {
    StandardProtocol(name: name) { _, _, _, _ in [] }
  }

  private static func described(
    _ property: String, _ double: String, _ owner: String, _ style: DoubleWriter.Style
  ) -> [String] {
    [
      "  /// The reads of `\(property)`; answers \"\(double)\" unless told otherwise.",
      "  \(style.memberModifier)let \(property)Get = Stub<Void, String>(name: \"\(owner).\(property)\", default: \"\(double)\")",
      "  \(style.memberModifier)var \(property): String { self.\(property)Get.answer(()) }",
    ]
  }

  /// Identity equality (and hashing): two doubles are equal when they are
  /// the same instance.
  private static func identity(
    _ double: String, _ style: DoubleWriter.Style, hashes: Bool
  ) -> [String] {
    var lines = [
      "  \(style.memberModifier)static func == (lhs: \(double), rhs: \(double)) -> Bool { lhs === rhs }"
    ]
    if hashes {
      lines += [
        "",
        "  \(style.memberModifier)func hash(into hasher: inout Hasher) {",
        "    hasher.combine(ObjectIdentifier(self))",
        "  }",
      ]
    }
    return lines
  }
}
