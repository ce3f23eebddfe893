/// One function per declaration form: the stubs and the implementation.
extension Scope {
  /// `func name(…) async throws -> R { try await self.name.invoke(…) }`.
  func function(_ function: FunctionDeclaration, stub: String) -> MemberWriter.Member {
    let stored = storedParameters(function.parameters)
    let result = context.result(function.result)
    let name = signatureName(Name.unescaped(function.name), function.parameters)
    var member = self.stub(
      stub, argumentsType(stored), result.type,
      doc: "The calls of `\(name)`" + withNames(function.parameters))
    var head = "  \(modifiers)func \(Name.escaped(function.name))"
    head += genericClause(function.generics) + parameterList(function.parameters)
    head += (function.isAsync ? " async" : "") + writer.effect(function.effect)
    if let type = function.result { head += " -> " + writer.write(type) }
    head += whereText(function.whereClause)
    let body = call(
      stub, argumentsValue(function.parameters, stored), isAsync: function.isAsync,
      effect: function.effect, result: result)
    member.lines += [head + " {", "    " + body, "  }"]
    return member
  }

  /// `var name: T { get async throws set }`: a getter stub, and a setter
  /// stub when settable.
  func property(_ property: PropertyDeclaration, stubs: [String]) -> MemberWriter.Member {
    let name = Name.unescaped(property.name)
    let result = context.result(property.type)
    var member = stub(
      stubs[0], double.swiftName("Void"), result.type, doc: "The reads of `\(name)`.")
    let read = call(
      stubs[0], "()", isAsync: property.accessors.isAsync, effect: property.accessors.effect,
      result: result)
    let head = "  \(modifiers)var \(Name.escaped(property.name)): \(writer.write(property.type))"
    if property.accessors.isSettable {
      let value = context.argument(property.type)
      member.add(
        stub(
          stubs[1], value.type, double.swiftName("Void"),
          doc: "The writes of `\(name)`, with the new value."))
      member.lines += [
        head + " {", "    get { \(read) }",
        "    set { \(reference(stubs[1])).answer(\(value.wrap("newValue"))) }", "  }",
      ]
    } else {
      member.lines += accessor(head, read, property.accessors)
    }
    return member
  }

  /// `subscript(…) -> R { get set }`: a getter stub, and a setter stub
  /// (recording the new value last) when settable.
  func `subscript`(_ declaration: SubscriptDeclaration, stubs: [String]) -> MemberWriter.Member {
    let stored = storedParameters(declaration.parameters)
    let result = context.result(declaration.result)
    let name = signatureName("subscript", declaration.parameters)
    var member = stub(
      stubs[0], argumentsType(stored), result.type,
      doc: "The reads of `\(name)`" + withNames(declaration.parameters))
    var head = "  \(modifiers)subscript" + genericClause(declaration.generics)
    head += parameterList(declaration.parameters, isSubscript: true)
    head += " -> " + writer.write(declaration.result) + whereText(declaration.whereClause)
    let read = call(
      stubs[0], argumentsValue(declaration.parameters, stored),
      isAsync: declaration.accessors.isAsync, effect: declaration.accessors.effect,
      result: result)
    guard declaration.accessors.isSettable else {
      member.lines += accessor(head, read, declaration.accessors)
      return member
    }
    let value = context.argument(declaration.result)
    member.add(
      stub(
        stubs[1], argumentsType(stored + [value]), double.swiftName("Void"),
        doc: "The writes through `\(name)`, with the new value last."))
    let written = argumentsValue(declaration.parameters, stored, extra: [value.wrap("newValue")])
    member.lines += [
      head + " {", "    get { \(read) }", "    set { \(reference(stubs[1])).answer(\(written)) }",
      "  }",
    ]
    return member
  }

  /// A read-only getter: `{ read }`, or `{ get async throws { read } }`.
  /// (A getter typed `throws(Never)`, on which the compiler crashes, was
  /// read as one that does not throw.)
  private func accessor(_ head: String, _ read: String, _ accessors: Accessors) -> [String] {
    let effect = writer.effect(accessors.effect)
    guard accessors.isAsync || !effect.isEmpty else { return [head + " { \(read) }"] }
    return [head + " {", "    get\(accessors.isAsync ? " async" : "")\(effect) { \(read) }", "  }"]
  }

  /// `init(…)`: the double's designated initializer when it takes no
  /// arguments, otherwise one that delegates to it. A failable one asks
  /// its stub whether to succeed (`true` unless told otherwise).
  func initializer(
    _ initializer: InitializerDeclaration, stub: String, isDesignated: Bool, delegation: String
  ) -> MemberWriter.Member {
    let stored = storedParameters(initializer.parameters)
    let isFailable = initializer.failability != nil
    let result = StoredType(type: isFailable ? double.swiftName("Bool") : double.swiftName("Void"))
    let name = signatureName("init", initializer.parameters)
    var member = self.stub(
      stub, argumentsType(stored), result.type,
      doc: "The calls of `\(name)`" + withNames(initializer.parameters)
        + (isFailable ? " Answers whether it succeeds." : ""),
      answering: isFailable ? "true" : nil)
    let style = double.style
    let convenience = isDesignated || style.isActor ? "" : "convenience "
    let override = isDesignated && double.model.isObjectiveC ? "override " : ""
    var head =
      "  \(isDesignated ? style.initModifier : "")\(override)\(convenience)\(modifiers)init"
    head += (initializer.failability ?? "") + genericClause(initializer.generics)
    head += parameterList(initializer.parameters)
    head += (initializer.isAsync ? " async" : "") + writer.effect(initializer.effect)
    head += whereText(initializer.whereClause)
    let body = call(
      stub, argumentsValue(initializer.parameters, stored), isAsync: initializer.isAsync,
      effect: initializer.effect, result: result)
    var lines = [head + " {"]
    if isDesignated && double.model.isObjectiveC { lines.append("    super.init()") }
    if !isDesignated { lines.append("    \(delegation)self.init()") }
    lines.append(isFailable ? "    guard \(body) else { return nil }" : "    \(body)")
    member.lines += lines + ["  }"]
    return member
  }
}

extension MemberWriter.Member {
  mutating func add(_ other: MemberWriter.Member) {
    lines += other.lines
    statics += other.statics
    held += other.held
  }
}

extension TypeSyntax {
  /// `Never`.
  var isNever: Bool {
    if case .nominal(let names) = self { return names.last?.precise == "s:s5NeverO" }
    return false
  }
}
