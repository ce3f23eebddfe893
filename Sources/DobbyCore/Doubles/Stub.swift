/// A test double that answers calls with canned reactions and records every
/// call it receives.
///
/// ```swift
/// let pricing = Stub<(String, Int), Double>(name: "pricing")
/// pricing.on(matches((equals("SKU-1"), any())), return: 9.5)
/// pricing.on(any()) { sku, quantity in throw PricingError.unknown(sku) }
/// try pricing.invoke(("SKU-1", 3))   // 9.5
/// ```
///
/// Reactions are tried in the order they were added and the first whose
/// matcher accepts the arguments answers; ``on(_:return:)`` and
/// ``on(_:_:)`` return a ``Disposable`` that removes the reaction again.
/// When no reaction matches, ``invoke(_:fileID:filePath:line:column:)``
/// throws ``UnexpectedArguments``.
///
/// Every invocation is recorded, matched or not, with its caller's call
/// site: a stub is a ``ValueRecording`` whose values are the arguments, so a
/// ``Pattern`` verifies its calls together with other recorders. Recording
/// is delegated to a ``Recorder``.
///
/// A stub notes which reactions answered: ``unusedReactions`` lists those
/// that never did, with their `on(…)` call sites, and
/// `Pattern.expectUsed(_:)` fails a pattern on them.
///
/// A stub is thread-safe. Matchers and handlers run outside its lock, so a
/// handler may call back into the stub.
public final class Stub<Arguments: Sendable, Result: Sendable>: ValueRecording {
  public typealias Value = Arguments

  let recorder: Recorder<Arguments>
  private let reactions: Lock<Reactions>

  private struct Reaction: Sendable {
    let id: Int
    let matcher: Matcher<Arguments>
    let respond: @Sendable (Arguments) throws -> Result
    /// Where it was added.
    let callSite: CallSite
    /// The clock's tick when it was added: calls after it could reach it.
    let addedAt: UInt64
    /// Whether it has answered an invocation.
    var isUsed = false
  }

  private struct Reactions: Sendable {
    var list: [Reaction] = []
    var nextID = 0
  }

  /// A stub named `name`, or, without one, named after its argument type
  /// and the file and line that created it (stable from run to run).
  public init(name: String? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
    recorder = Recorder(name: name, fileID: fileID, line: line)
    reactions = Lock(Reactions())
  }

  // MARK: Reactions

  /// Answers invocations whose arguments `matcher` accepts with `result`.
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``, or a plain value such as `1` or `"SKU-1"`.
  ///   - result: What ``invoke(_:fileID:filePath:line:column:)`` returns.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on<M: MatcherConvertible>(
    _ matcher: M, return result: Result, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Disposable where M.Matched == Arguments {
    add(
      matcher.matcher, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _ in result }
  }

  /// Answers invocations whose arguments `matcher` accepts by calling
  /// `handler` with them.
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``, or a plain value such as `1` or `"SKU-1"`.
  ///   - handler: Computes the result; an error it throws propagates out of
  ///     ``invoke(_:fileID:filePath:line:column:)``.
  /// - Returns: A handle whose ``Disposable/dispose()`` removes the reaction.
  /// - Complexity: O(1).
  @_disfavoredOverload @discardableResult
  public func on<M: MatcherConvertible>(
    _ matcher: M, _ handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Disposable where M.Matched == Arguments {
    add(
      matcher.matcher, CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      handler)
  }

  private func add(
    _ matcher: Matcher<Arguments>, _ site: CallSite,
    _ respond: @escaping @Sendable (Arguments) throws -> Result
  ) -> Disposable {
    let id = reactions.withLock { reactions -> Int in
      let id = reactions.nextID
      reactions.nextID += 1
      reactions.list.append(
        Reaction(
          id: id, matcher: matcher, respond: respond, callSite: site, addedAt: LogicalClock.now))
      return id
    }
    return Disposable { [weak self] in
      self?.reactions.withLock { $0.list.removeAll { $0.id == id } }
    }
  }

  // MARK: Use

  /// The reactions no invocation has used yet, in the order they were
  /// added, each with its `on(…)` call site. A disposed reaction is not
  /// listed: it can no longer be used.
  ///
  /// ```swift
  /// pricing.on("SKU-1", return: 9.5)
  /// pricing.on("SKU-2", return: 4.0)
  /// try pricing.invoke("SKU-1")
  /// pricing.unusedReactions.map(\.description)   // ["pricing.on(== \"SKU-2\")"]
  /// ```
  ///
  /// A reaction is used once it answers an invocation (its handler ran,
  /// whether it returned or threw); a reaction that matched but was
  /// shadowed by an earlier one is not, and its ``UnusedReaction/shadowedBy``
  /// names the earlier one and the call. `Pattern.expectUsed(_:)` reports
  /// these as mismatches; `import Dobby` adds `verifyUsed()`.
  ///
  /// - Complexity: O(r) for r reactions when all are used; else O(u · n · r)
  ///   matcher calls at most, for u unused reactions and n invocations.
  public var unusedReactions: [UnusedReaction] {
    let list = reactions.withLock { $0.list }
    guard list.contains(where: { !$0.isUsed }) else { return [] }
    // Matched and described outside the lock: matchers are user code.
    let calls = recorder.lane(through: .max)
    let name = name
    return list.indices.filter { !list[$0].isUsed }.map { index in
      UnusedReaction(
        stub: name, matcher: list[index].matcher.description, callSite: list[index].callSite,
        shadowedBy: Self.shadow(of: index, in: list, calls: calls))
    }
  }

  /// The earliest reaction before `list[index]` that matches a call made
  /// after `list[index]` was added that it matches too; `nil` when no call
  /// reached it (or only reactions since disposed answered its calls).
  private static func shadow(
    of index: Int, in list: [Reaction], calls: RecorderLane<Arguments>
  ) -> ShadowingReaction? {
    let reaction = list[index]
    for call in calls.values.indices
    where calls.timestamps[call] > reaction.addedAt && reaction.matcher.matches(calls.values[call])
    {
      let arguments = calls.values[call]
      guard let earlier = list[..<index].first(where: { $0.matcher.matches(arguments) })
      else { continue }
      let tree = RecorderLane.tree(at: call, of: calls.values, described: calls.described)
      return ShadowingReaction(
        matcher: earlier.matcher.description, callSite: earlier.callSite,
        arguments: tree.summary(limit: 80))
    }
    return nil
  }

  /// Notes that the reaction `id` answered an invocation.
  private func markUsed(_ id: Int) {
    reactions.withLock { reactions in
      if let index = reactions.list.firstIndex(where: { $0.id == id }) {
        reactions.list[index].isUsed = true
      }
    }
  }

  // MARK: Invoking

  /// Records a call with `arguments` at the caller's call site, then answers
  /// it with the first reaction whose matcher accepts the arguments.
  ///
  /// A hand-written double forwards its own caller's `fileID`, `filePath`,
  /// `line` and `column`, so that reports point at the test. The reaction
  /// runs outside the stub's lock. A reaction disposed while an invocation
  /// is under way may still answer that invocation.
  ///
  /// The reaction is found, and noted as used, before the call is
  /// recorded: a verification woken by the record (`check(within:)`) sees
  /// the reaction used.
  ///
  /// - Returns: The reaction's result.
  /// - Throws: ``UnexpectedArguments`` when no reaction matches, or the
  ///   error the matching handler throws. The call is recorded either way.
  /// - Complexity: O(r) matcher calls for r reactions, plus the handler
  ///   (and O(r) more the first time a reaction answers).
  public func invoke(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws -> Result {
    let list = reactions.withLock { $0.list }
    let reaction = list.first { $0.matcher.matches(arguments) }
    // Marked once: later invocations find it marked in their copy.
    if let reaction, !reaction.isUsed { markUsed(reaction.id) }
    recorder.record(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    guard let reaction else {
      throw UnexpectedArguments(
        stub: name, arguments: ValueTree(describing: arguments),
        callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return try reaction.respond(arguments)
  }

  // MARK: Recording

  /// The name reports and errors use for this stub.
  public var name: String { recorder.name }

  /// How many invocations have been recorded.
  public var count: Int { recorder.count }

  /// Every invocation recorded so far, in recording order.
  public var interactions: [Interaction] { recorder.interactions }

  /// The arguments of every invocation recorded so far, in recording order.
  public var values: [Arguments] { recorder.values }

  /// The invocations recorded at or before `cut`, read under one lock.
  ///
  /// - Complexity: O(n) to copy out.
  public func snapshot(through cut: UInt64) -> RecordingSnapshot<Arguments> {
    recorder.snapshot(through: cut)
  }

  public func observeRecords(_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation? {
    recorder.observeRecords(onRecord)
  }
}
