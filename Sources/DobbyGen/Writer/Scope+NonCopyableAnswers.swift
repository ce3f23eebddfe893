/// A method answering a `~Copyable` value (`func issue() -> Ticket`): a
/// stub cannot hold the answer, so the call is recorded by a stub that
/// answers `Void`, and the value comes from a closure the test gives the
/// double's initializer, which therefore cannot be made without it.
extension DoubleWriter {
  /// The reason a requirement answering a `~Copyable` value gets no
  /// double: only an instance method of a class or actor that the writer
  /// initializes itself can take its answer at `init`; `nil` when it can.
  func nonCopyableAnswerReason(_ requirement: Requirement, _ writer: TypeWriter) -> String? {
    guard let answered = requirement.answeredType, nonCopyable.contains(answered) else {
      return nil
    }
    let base = "\(requirement.baseName) answers \(writer.write(answered)), which is ~Copyable"
    guard case .function = requirement.kind, !requirement.isStatic else {
      return base + ": a stub cannot hold an answer to give"
    }
    if isDistributed || model.isObjectiveC
      || model.requirements.contains(where: {
        if case .initializer = $0.kind { true } else { false }
      })
    {
      return base + ", and the double has no initializer of its own to take it from"
    }
    return nil
  }

  /// The designated initializer taking the closures that answer `~Copyable`
  /// values: `init(issue: @escaping @Sendable () -> Ticket) { … }`.
  func answeringInitializer(_ answers: [MemberWriter.Answer]) -> [String] {
    let parameters = answers.map { answer in
      let name = Name.escaped(answer.stub)
      let label =
        Name.unescaped(answer.label) == Name.unescaped(answer.stub) ? "" : answer.label + " "
      return "\(label)\(name): @escaping \(answer.type)"
    }
    // As swift-format lays it out: on one line, or the parameters on a
    // line of their own, or one a line.
    let head = "  \(style.initModifier)init("
    let joined = parameters.joined(separator: ", ")
    let signature =
      if (head + joined + ") {").count <= Layout.width {
        [head + joined + ") {"]
      } else if ("    " + joined).count <= Layout.width {
        [head, "    " + joined, "  ) {"]
      } else {
        [head]
          + parameters.enumerated().map { offset, parameter in
            "    " + parameter + (offset == parameters.count - 1 ? "" : ",")
          } + ["  ) {"]
      }
    return [
      "  /// Made with the answers of the requirements answering ~Copyable values,",
      "  /// which a stub cannot hold.",
    ] + signature + answers.map { "    self.\($0.property) = \(Name.escaped($0.stub))" } + ["  }"]
  }
}

extension MemberWriter {
  /// A closure answering a `~Copyable` value: the initializer's label (the
  /// method's name), its parameter's name (the stub's), the property
  /// holding it, and its type.
  struct Answer {
    var label: String
    var stub: String
    var property: String
    var type: String
  }
}

extension Scope {
  /// Whether `function` answers a `~Copyable` value.
  func answersNonCopyable(_ function: FunctionDeclaration) -> Bool {
    function.result.map(double.nonCopyable.contains) ?? false
  }

  /// The stub recording the call (answering `Void`), the property holding
  /// the closure that answers, and the body that records, then answers.
  func nonCopyableAnswer(
    _ function: FunctionDeclaration, stub: String, stored: [StoredType], head: String
  ) -> MemberWriter.Member {
    let name = signatureName(Name.unescaped(function.name), function.parameters)
    let answered = writer.write(function.result ?? .tuple([]))
    var member = self.stub(
      stub, argumentsType(stored), double.swiftName("Void"),
      doc: "The calls of `\(name)`" + withNames(function.parameters)
        + " `\(answered)` is ~Copyable: answered by the closure given to `init`.")
    let property = stub + "Answer"
    let type =
      "@Sendable (" + stored.map(\.type).joined(separator: ", ") + ") -> " + answered
    member.answers.append(
      MemberWriter.Answer(
        label: Name.escapedLabel(function.name), stub: stub, property: property, type: type))
    let record = call(
      stub, argumentsValue(function.parameters, stored), isAsync: function.isAsync,
      effect: function.effect, result: StoredType(type: double.swiftName("Void")))
    let values = zip(bodyNames(function.parameters), stored).map { $1.wrap($0) }
    member.lines += [
      "  /// The answers of `\(name)`, which a stub cannot hold.",
      "  \(double.style.memberModifier)private let \(property): \(type)",
      head + " {", "    " + record,
      "    return self.\(property)(\(values.joined(separator: ", ")))", "  }",
    ]
    return member
  }
}
