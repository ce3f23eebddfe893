// One requirement's stub and implementation.

extension DoubleWriter {
  func implement(
    _ requirement: Requirement, members: [String], context: TypeContext, style: Style
  ) throws(Unsupported) -> [String] {
    switch requirement.kind {
    case .property:
      return try property(requirement, members: members, context: context, style: style)
    case .method, .initializer, .subscript:
      return try function(requirement, members: members, context: context, style: style)
    }
  }

  /// The stub's name in reports: `Gateway.charge`, after its member.
  private func stubName(_ member: String) -> String {
    "\"\(protocolName).\(member)\""
  }

  private func property(
    _ requirement: Requirement, members: [String], context: TypeContext, style: Style
  ) throws(Unsupported) -> [String] {
    guard let property = requirement.property else {
      throw Unsupported(reason: "cannot read property \(requirement.declaration)")
    }
    guard let result = RecordedType.result(property.type, in: context) else {
      throw Unsupported(reason: "property \(property.name) has an opaque type")
    }
    let stat = requirement.isStatic ? "static " : ""
    let getter = members[0]
    var lines = [
      "  /// The reads of `\(property.name)`.",
      "  \(style.memberModifier)\(stat)let \(getter) = Stub<Void, \(result.type)>(name: \(stubName(getter)))",
    ]
    let scope = requirement.isStatic ? "Self." : "self."
    let read = call(
      scope + getter, arguments: "()", isAsync: property.isAsync,
      effect: property.isThrowing ? .throwing : .none, result: result)
    let modifiers = property.modifiers.isEmpty ? "" : property.modifiers + " "
    let head = "  \(modifiers)var \(property.name): \(property.type)"
    if property.isSettable {
      let setter = members[1]
      let value = RecordedType.argument(property.type, in: context)
      lines += [
        "  /// The writes of `\(property.name)`, with the new value.",
        "  \(style.memberModifier)\(stat)let \(setter) = Stub<\(value.type), Void>(name: \(stubName(setter)))",
        "\(head) {",
        "    get { \(read) }",
        "    set { \(scope)\(setter).answer(\("newValue".filling(value.wrap))) }",
        "  }",
      ]
    } else if property.isAsync || property.isThrowing {
      let effects = [property.isAsync ? "async" : nil, property.isThrowing ? "throws" : nil]
        .compactMap { $0 }.joined(separator: " ")
      lines += ["\(head) {", "    get \(effects) { \(read) }", "  }"]
    } else {
      lines.append("\(head) { \(read) }")
    }
    return lines
  }

  private func function(
    _ requirement: Requirement, members: [String], context outer: TypeContext, style: Style
  ) throws(Unsupported) -> [String] {
    guard let signature = requirement.signature else {
      throw Unsupported(reason: "cannot read \(requirement.declaration)")
    }
    var context = outer
    context.genericNames.formUnion(signature.genericNames)
    for name in signature.genericNames
    where requirement.declaration.contains("\(name): Sendable")
      || requirement.declaration.contains("\(name): Sendable")
      || requirement.declaration.range(
        of: "\(name): [A-Za-z& ]*Sendable", options: .regularExpression)
        != nil
    {
      context.sendableGenerics.insert(name)
    }
    if requirement.declaration.contains("init?") || requirement.declaration.contains("init!") {
      throw Unsupported(reason: "failable initializer \(requirement.declaration)")
    }
    let recorded = signature.parameters.map { RecordedType.argument($0.type, in: context) }
    let argumentsType: String
    let arguments: String
    switch recorded.count {
    case 0:
      argumentsType = "Void"
      arguments = "()"
    case 1:
      argumentsType = recorded[0].type
      arguments = signature.parameters[0].name.filling(recorded[0].wrap)
    default:
      argumentsType = "(" + recorded.map(\.type).joined(separator: ", ") + ")"
      arguments =
        "("
        + zip(signature.parameters, recorded).map { $0.name.filling($1.wrap) }
        .joined(separator: ", ") + ")"
    }
    let resultType: RecordedType
    if requirement.kind == .initializer {
      resultType = RecordedType(type: "Void", wrap: "$", unwrap: "$")
    } else {
      guard let result = RecordedType.result(signature.result, in: context) else {
        throw Unsupported(
          reason: "\(requirement.baseName) returns an opaque type (\(signature.result ?? ""))")
      }
      resultType = result
    }
    let stat = requirement.isStatic ? "static " : ""
    let member = members[0]
    let labels = signature.parameters.map { ($0.label ?? "_") + ":" }.joined()
    let what =
      requirement.kind == .subscript ? "subscript(\(labels))" : "\(signature.name)(\(labels))"
    let recordedNames = signature.parameters.map(\.name).joined(separator: ", ")
    var lines = [
      "  /// The calls of `\(what)`" + (recordedNames.isEmpty ? "." : ", with `\(recordedNames)`."),
      "  \(style.memberModifier)\(stat)let \(member) = Stub<\(argumentsType), \(resultType.type)>(name: \(stubName(member)))",
    ]
    let scope = requirement.isStatic ? "Self." : "self."
    let body = call(
      scope + member, arguments: arguments, isAsync: signature.isAsync, effect: signature.effect,
      result: resultType)
    switch requirement.kind {
    case .initializer:
      let convenience = style.isActor ? "" : "convenience "
      lines += [
        "  \(convenience)\(requirement.declaration) {", "    self.init()", "    \(body)", "  }",
      ]
    case .subscript:
      let brace = requirement.declaration.range(of: " {")
      let head = String(
        requirement.declaration[..<(brace?.lowerBound ?? requirement.declaration.endIndex)])
      if members.count > 1 {
        let value = RecordedType.argument(signature.result ?? "Void", in: context)
        let setArguments = "(" + (recorded.map(\.type) + [value.type]).joined(separator: ", ") + ")"
        let setValues =
          "("
          + (zip(signature.parameters, recorded).map { $0.name.filling($1.wrap) }
          + ["newValue".filling(value.wrap)]).joined(separator: ", ") + ")"
        lines += [
          "  /// The writes through `\(what)`, with the new value last.",
          "  \(style.memberModifier)\(stat)let \(members[1]) = Stub<\(setArguments), Void>(name: \(stubName(members[1])))",
          "  \(head) {",
          "    get { \(body) }",
          "    set { \(scope)\(members[1]).answer(\(setValues)) }",
          "  }",
        ]
      } else {
        lines.append("  \(head) { \(body) }")
      }
    default:
      lines += ["  \(requirement.declaration) {", "    \(body)", "  }"]
    }
    return lines
  }

  /// The expression that records a call and answers it: `invoke` where
  /// the requirement throws, `answer` (the failure path of a call that
  /// cannot throw) where it does not.
  func call(
    _ member: String, arguments: String, isAsync: Bool, effect: Signature.Effect,
    result: RecordedType
  ) -> String {
    let awaiting = isAsync ? "await " : ""
    let expression: String
    switch effect {
    case .throwing: expression = "try \(awaiting)\(member).invoke(\(arguments))"
    case .typed(let failure):
      expression = "try \(awaiting)\(member).answer(\(arguments), throwing: \(failure).self)"
    case .none, .rethrowing: expression = "\(awaiting)\(member).answer(\(arguments))"
    }
    return expression.filling(result.unwrap)
  }
}
