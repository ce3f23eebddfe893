/// A protocol from the standard library or Foundation that a double can
/// conform to without its requirements in a symbol graph: the table says
/// what to write.
struct StandardProtocol: Sendable {
  /// The qualified name the symbol graph gives: `Swift.Hashable`.
  var name: String
  /// The names of the members it writes, which stubs may not take.
  var memberNames: [String] = []
  /// The members to add.
  var members: @Sendable (Context) -> [String] = { _ in [] }

  /// What the members are written for.
  struct Context {
    var double: String
    var owner: String
    var style: DoubleWriter.Style
    var surface: LibrarySurface
    /// The `where` clauses of the protocol and those it inherits.
    var whereClause: [WhereRequirement]
    var writer: TypeWriter
    /// Whether the double inherits `NSObject`, which provides equality and hashing.
    var isObjectiveC: Bool
    var swiftName: (String) -> String
    /// The names of the standard protocols the protocol inherits.
    var inherited: Set<String>

    /// The type a `where Self.Name == T` clause fixes, printed.
    func fixed(_ name: String) -> String? {
      whereClause.first { $0.relation == .sameType && $0.subject.associatedTypeName == name }
        .map { writer.write($0.constraint) }
    }
  }

  /// Every standard protocol dobby-gen knows, by qualified name.
  static let table: [String: StandardProtocol] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  static let all: [StandardProtocol] =
    [
      "Swift.Sendable", "Swift.SendableMetatype", "Swift.Copyable", "Swift.Escapable",
      "Swift.BitwiseCopyable", "Swift.Error", "_Concurrency.Actor", "Swift.AnyObject",
      "Foundation.LocalizedError", "FoundationEssentials.LocalizedError",
      "ObjectiveC.NSObjectProtocol", "Foundation.NSObjectProtocol",
      // The compiler writes a distributed actor's members (see DoubleWriter+Distributed).
      "Distributed.DistributedActor",
    ].map { StandardProtocol(name: $0) } + [
      described("Swift.CustomStringConvertible", "description"),
      described("Swift.CustomDebugStringConvertible", "debugDescription"),
      identity("Swift.Equatable", hashes: false, orders: false),
      identity("Swift.Hashable", hashes: true, orders: false),
      identity("Swift.Comparable", hashes: false, orders: true),
      identifiable, encodable, decodable, caseIterable, rawRepresentable,
    ]

  /// `description` from a stub that answers the double's name unless told otherwise.
  private static func described(_ name: String, _ property: String) -> StandardProtocol {
    StandardProtocol(name: name, memberNames: [property, property + "Get"]) { context in
      let string = context.swiftName("String")
      let stub = context.surface.makeStub(
        context.swiftName("Void"), string, name: "\(context.owner).\(property)",
        answering: "\"\(context.double)\"")
      return [
        "  /// The reads of `\(property)`; answers \"\(context.double)\" unless told otherwise.",
        "  \(context.style.memberModifier)let \(property)Get = \(stub)",
        "  \(context.style.memberModifier)var \(property): \(string) { self.\(property)Get.answer(()) }",
      ]
    }
  }

  /// Identity equality, hashing or order: two doubles are equal when they
  /// are the same instance. `==` is written once, by the first of
  /// Hashable, Equatable and Comparable the protocol inherits; `NSObject`
  /// already has equality and hashing.
  private static func identity(_ name: String, hashes: Bool, orders: Bool) -> StandardProtocol {
    StandardProtocol(name: name) { context in
      let modifier = context.style.memberModifier
      let double = context.double
      let writer = ["Swift.Hashable", "Swift.Equatable", "Swift.Comparable"].first {
        context.inherited.contains($0)
      }
      var lines: [String] = []
      if writer == name && !context.isObjectiveC {
        lines.append(
          "  \(modifier)static func == (lhs: \(double), rhs: \(double)) -> Bool { lhs === rhs }")
      }
      if hashes && !context.isObjectiveC {
        lines += [
          "", "  \(modifier)func hash(into hasher: inout Hasher) {",
          "    hasher.combine(ObjectIdentifier(self))", "  }",
        ]
      }
      if orders {
        if !lines.isEmpty { lines.append("") }
        lines += [
          "  \(modifier)static func < (lhs: \(double), rhs: \(double)) -> Bool {",
          "    ObjectIdentifier(lhs) < ObjectIdentifier(rhs)", "  }",
        ]
      }
      return lines
    }
  }

  /// With `where Self.ID == T` the double answers `id` from a stub;
  /// otherwise a class's `ObjectIdentifier` serves.
  private static let identifiable = StandardProtocol(
    name: "Swift.Identifiable", memberNames: ["id", "idGet"]
  ) { context in
    guard let type = context.fixed("ID") else { return [] }
    let stub = context.surface.makeStub(
      context.swiftName("Void"), type, name: "\(context.owner).id")
    return [
      "  /// The reads of `id`.",
      "  \(context.style.memberModifier)let idGet = \(stub)",
      "  \(context.style.memberModifier)var id: \(type) { self.idGet.answer(()) }",
    ]
  }

  /// Encodes nothing.
  private static let encodable = StandardProtocol(name: "Swift.Encodable") { context in
    ["  \(context.style.memberModifier)func encode(to encoder: any Encoder) throws {}"]
  }

  /// Decodes nothing: a fresh double.
  private static let decodable = StandardProtocol(name: "Swift.Decodable") { context in
    let convenience = context.style.isActor ? "" : "convenience "
    return [
      "  \(context.style.initModifier)\(convenience)init(from decoder: any Decoder) throws {",
      "    self.init()", "  }",
    ]
  }

  /// No cases: a double is not one of a fixed set.
  private static let caseIterable = StandardProtocol(name: "Swift.CaseIterable") { context in
    ["  \(context.style.memberModifier)static var allCases: [\(context.double)] { [] }"]
  }

  /// A raw value from a stub; any raw value makes a fresh double.
  private static let rawRepresentable = StandardProtocol(
    name: "Swift.RawRepresentable", memberNames: ["rawValue", "rawValueGet"]
  ) { context in
    let type = context.fixed("RawValue") ?? context.swiftName("String")
    let stub = context.surface.makeStub(
      context.swiftName("Void"), type, name: "\(context.owner).rawValue")
    let convenience = context.style.isActor ? "" : "convenience "
    let modifier = context.style.memberModifier
    return [
      "  /// The reads of `rawValue`.", "  \(modifier)let rawValueGet = \(stub)",
      "  \(modifier)var rawValue: \(type) { self.rawValueGet.answer(()) }", "",
      "  \(context.style.initModifier)\(convenience)init?(rawValue: \(type)) {", "    self.init()",
      "  }",
    ]
  }
}
