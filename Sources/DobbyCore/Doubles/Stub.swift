/// A test double that answers calls with canned reactions and records every
/// call it receives.
///
/// ```swift
/// let pricing = Stub<(String, Int), Double>(name: "pricing")
/// pricing.on(any()) { sku, quantity in throw PricingError.unknown(sku) }
/// pricing.on(matches((equals("SKU-1"), any())), return: 9.5)
/// try pricing.invoke(("SKU-1", 3))   // 9.5: the newer reaction answers
/// ```
///
/// **The newest matching reaction answers**, as in GoogleMock and Mockito:
/// reactions are tried from the last added to the first, so a test
/// overrides its fixture's reaction by adding its own. A reaction made
/// with `times:` answers that many times and then steps aside for the
/// older ones; one made with `returns:` answers with its results in turn
/// and then keeps answering with the last. Each `on` returns a
/// ``Disposable`` whose ``Disposable/dispose()`` removes the reaction, and
/// the older ones answer again.
///
/// When no reaction matches, a stub whose result is `Void` answers `()`,
/// one whose result is an `Optional` answers `nil`, and one made with a
/// default (`Stub(default: 0)`) answers that; otherwise, and always for a
/// strict stub (`Stub(strict: true)`),
/// ``invoke(_:fileID:filePath:line:column:)-d9kr`` throws
/// ``UnexpectedArguments``. An `async` double awaits the stub
/// (`try await charges.invoke(request)`), which runs `async` reactions too; a
/// double of a method that cannot throw calls `answer(_:)` (from
/// `import Dobby`), which fails the test and stops when nothing answers.
///
/// Every invocation is recorded, answered or not, with its caller's call
/// site: a stub is a ``ValueRecording`` whose values are the arguments, so a
/// ``Pattern`` verifies its calls together with other recorders (a strict
/// pattern sees a call a default answered, too). Recording is delegated to
/// a ``Recorder``.
///
/// A stub notes which reactions answered: ``unusedReactions`` lists those
/// that never did, with their `on(…)` call sites, and
/// `Pattern.expectUsed(_:)` fails a pattern on them. ``reset()`` forgets
/// calls, reactions and use marks.
///
/// A stub is thread-safe. Matchers and handlers run outside its lock, so a
/// handler may call back into the stub, and a reaction's closure is
/// released outside it too (a `deinit` it sets off may call the stub).
public final class Stub<Arguments: Sendable, Result: Sendable>: ValueRecording {
  public typealias Value = Arguments
  @usableFromInline typealias Reaction = StubReaction<Arguments, Result>

  /// The recorder of the stub's calls, held unmanaged and released in
  /// `deinit`: a call reaches it and ``probes`` through
  /// `_withUnsafeGuaranteedRef`, where a debug build retains and releases
  /// a stored object to call it (two atomic operations each, on every
  /// call).
  @usableFromInline let ownedRecorder: Unmanaged<Recorder<Arguments>>
  /// The recorder of the stub's calls.
  @usableFromInline var recorder: Recorder<Arguments> { ownedRecorder.takeUnretainedValue() }
  @usableFromInline let reactions: Lock<Reactions>
  /// Whether a call no reaction matches answers `()`: a `Void` stub's
  /// own default, which a call returns without calling ``fallback`` (a
  /// `Bool`, not an `Optional` of `Result`, whose metadata unspecialised
  /// code would look up on every call).
  @usableFromInline let answersVoid: Bool
  /// What answers a call no reaction matches; `nil` when ``answersVoid``
  /// does, or when such a call throws ``UnexpectedArguments``. A default is
  /// never `async`: a plain closure, so that a call copies one reference,
  /// not an enum.
  @usableFromInline let fallback: (@Sendable (Arguments) throws -> Result)?
  /// Whether a call no reaction matches throws, whatever the result type.
  public let isStrict: Bool
  /// The return addresses above its initialiser, when it was made in a
  /// test scope: its end tells a `static let` shared by every test (made
  /// by a one-time initialiser) from a stub of the test's own.
  let madeFrames: CallerFrames

  @usableFromInline
  struct Reactions: Sendable {
    /// The reactions, oldest first: changed only through the methods
    /// below, which publish their probes for calls to read.
    @usableFromInline private(set) var list: [Reaction] = []
    var nextID = 0
    /// Where calls find the reactions' probes, without the lock.
    let published: PublishedProbes

    init(publishingTo published: PublishedProbes) { self.published = published }

    /// Adds `reaction` as the newest, and returns the probe lists to
    /// release outside the lock.
    mutating func add(_ reaction: Reaction) -> [PublishedProbes.Retained] {
      list.append(reaction)
      return publish()
    }

    /// Removes the reaction numbered `id` and returns it, for the caller
    /// to release outside the lock (`nil` when there is none), with the
    /// probe lists to release.
    mutating func remove(_ id: Int) -> (Reaction?, [PublishedProbes.Retained]) {
      guard let index = list.firstIndex(where: { $0.id == id }) else { return (nil, []) }
      let removed = list.remove(at: index)
      return (removed, publish())
    }

    /// Empties the list and returns what it held, with the probe lists,
    /// for the caller to release outside the lock.
    mutating func removeAll() -> ([Reaction], [PublishedProbes.Retained]) {
      let removed = list
      list = []
      return (removed, publish())
    }

    /// Publishes the probes of the list as it is now.
    private func publish() -> [PublishedProbes.Retained] {
      guard !list.isEmpty else { return published.publish(nil) }
      let probes = Reaction.ProbeList(list)
      probes._checkInvariants(of: list)
      return published.publish(probes)
    }
  }

  /// The reactions' probes, read by calls without the lock; held
  /// unmanaged, as ``ownedRecorder`` is.
  @usableFromInline let ownedProbes = Unmanaged.passRetained(PublishedProbes())
  /// The reactions' probes.
  @usableFromInline var probes: PublishedProbes { ownedProbes.takeUnretainedValue() }

  deinit {
    ownedRecorder.release()
    ownedProbes.release()
  }

  /// A stub named `name`, or, without one, named after its argument type
  /// and the file and line that created it (stable from run to run).
  ///
  /// - Parameters:
  ///   - strict: Whether a call no reaction matches throws
  ///     ``UnexpectedArguments`` even when the result is `Void` or an
  ///     `Optional` (which otherwise answer `()` and `nil`).
  ///   - name: The name reports use; without one, the stub is named after
  ///     its argument type and the file and line that created it.
  ///   - fileID: The `#fileID` of the code that makes it, for the default name; the caller's by
  ///     default.
  ///   - line: The line of the code that makes it, for the default name; the caller's by default.
  public init(
    name: String? = nil, strict: Bool = false, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    ownedRecorder = .passRetained(Recorder(name: name, fileID: fileID, line: line))
    reactions = Lock(Reactions(publishingTo: ownedProbes.takeUnretainedValue()))
    isStrict = strict
    answersVoid = !strict && Result.self == Void.self
    fallback = strict || answersVoid ? nil : Self.implicitDefault
    let scope = TestScope.current
    madeFrames = scope == nil ? CallerFrames() : _captureCallerFrames()
    scope?.track(self)
  }

  /// A stub that answers `result` when no reaction matches.
  public init(
    name: String? = nil, default result: Result, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    ownedRecorder = .passRetained(Recorder(name: name, fileID: fileID, line: line))
    reactions = Lock(Reactions(publishingTo: ownedProbes.takeUnretainedValue()))
    isStrict = false
    answersVoid = false
    fallback = { _ in result }
    let scope = TestScope.current
    madeFrames = scope == nil ? CallerFrames() : _captureCallerFrames()
    scope?.track(self)
  }

  /// A stub that answers by calling `handler` when no reaction matches.
  public init(
    name: String? = nil, default handler: @escaping @Sendable (Arguments) throws -> Result,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    ownedRecorder = .passRetained(Recorder(name: name, fileID: fileID, line: line))
    reactions = Lock(Reactions(publishingTo: ownedProbes.takeUnretainedValue()))
    isStrict = false
    answersVoid = false
    fallback = handler
    let scope = TestScope.current
    madeFrames = scope == nil ? CallerFrames() : _captureCallerFrames()
    scope?.track(self)
  }

  /// `nil` for an `Optional` result, else no default (a `Void` result is
  /// answered by ``answersVoid``).
  private static var implicitDefault: (@Sendable (Arguments) throws -> Result)? {
    if let optional = Result.self as? any AbsentStubResult.Type,
      let none = optional.absent as? Result
    {
      return { _ in none }
    }
    return nil
  }

  // MARK: Answering

  /// The probe of the newest reaction that accepts `arguments` and may
  /// still answer, its use claimed, with the number of that use (`nil` for
  /// a reaction that does not count its uses, whose ``StubReaction/Probe/answer``
  /// answers); `nil` when none does.
  ///
  /// When it returns a probe, the read of the probes it began stays open,
  /// so that the caller reads the answer in place, without retaining it
  /// first: the caller ends it (`probes.leave()`) after its last read.
  ///
  /// Matchers run outside the lock, on the probes the stub published
  /// (``PublishedProbes``), read in place. A plain reaction answers the
  /// same every time and is only marked used; one that counts its uses
  /// claims one with an atomic operation, and when another invocation
  /// took its last use meanwhile, the next older one is tried.
  ///
  /// A synchronous invocation (`synchronously`) neither claims nor marks
  /// an `async` answer, which it cannot run: the probe is returned for
  /// the error it throws, and the reaction keeps its uses for an `async`
  /// invocation.
  ///
  /// - Complexity: O(r) matcher calls for r reactions.
  @inlinable
  func probe(
    for arguments: Arguments, synchronously: Bool
  ) -> (probe: UnsafePointer<Reaction.Probe>, use: Int?)? {
    guard let list = ownedProbes._withUnsafeGuaranteedRef({ $0.enter() }) else { return nil }
    // Read in place, field by field, through a pointer: a copy of a probe
    // retains its test, its answers and its count, and releases them
    // after, and a debug build copies the whole probe for each method or
    // computed property it read (seven copies a call). No generic call
    // and no closure over the probes: unspecialised generic code pays for
    // the metadata of every generic type it passes, on every call.
    let base = list._withUnsafeGuaranteedRef { $0.base }
    let first = UnsafePointer(base.assumingMemoryBound(to: Reaction.Probe.self))
    var index = list._withUnsafeGuaranteedRef { $0.count }
    while index > 0 {
      index -= 1
      let probe = first + index
      let limit = probe.pointee.limit
      if limit != .max, probe.pointee.uses._withUnsafeGuaranteedRef({ $0.count }) >= limit {
        continue
      }
      guard probe.pointee.acceptsAll || probe.pointee.test(arguments) else { continue }
      if synchronously, probe.pointee.isAsync { return (probe, nil) }
      guard probe.pointee.countsUses else {
        probe.pointee.uses._withUnsafeGuaranteedRef { $0.mark() }
        return (probe, nil)
      }
      // Claims the next use; another invocation may have taken the last
      // one meanwhile. After the last answer, the last again.
      guard let use = probe.pointee.uses._withUnsafeGuaranteedRef({ $0.claim(below: limit) })
      else { continue }
      return (probe, Swift.min(use, probe.pointee.answers.count - 1))
    }
    ownedProbes._withUnsafeGuaranteedRef { $0.leave() }
    return nil
  }

  /// Records a call with `arguments` at the caller's call site, then answers
  /// it with the newest reaction whose matcher accepts the arguments, or
  /// with the stub's default.
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
  /// - Throws: ``UnexpectedArguments`` when nothing answers the call,
  ///   ``AsyncReactionCalledSynchronously`` when an `async` reaction would
  ///   (call the stub with `try await`), or the error the reaction throws.
  ///   The call is recorded either way.
  /// - Complexity: O(r) matcher calls for r reactions, plus the handler
  ///   (and O(r) more the first time a reaction answers).
  @inlinable @inline(__always)
  public func invoke(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) throws -> Result {
    // Without reactions, recorded and answered here; with reactions, in a
    // function of its own, whose locals a debug build then clears only
    // when there are reactions (clearing ten on every call cost a call
    // without reactions about 110 instructions).
    guard ownedProbes._withUnsafeGuaranteedRef({ $0.isPublished }) else {
      ownedRecorder._withUnsafeGuaranteedRef {
        $0.record(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
      }
      // A `Void` stub's own default, also answered here: a debug build
      // does not inline `unanswered`, and the call cost a `Void` stub
      // without reactions almost 200 instructions on every call.
      if answersVoid { return unsafeBitCast((), to: Result.self) }
      return try unanswered(
        arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return try invokeReacting(
      arguments, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// ``invoke(_:fileID:filePath:line:column:)`` of a stub with reactions.
  @inlinable @inline(__always)
  func invokeReacting(
    _ arguments: Arguments, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) throws -> Result {
    let found = probe(for: arguments, synchronously: true)
    ownedRecorder._withUnsafeGuaranteedRef {
      $0.record(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    guard let found else {
      return try unanswered(
        arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    // The answer read in place, while the read `probe(for:)` began keeps
    // it alive: a copy returned cost a retain and a release more a call.
    defer { ownedProbes._withUnsafeGuaranteedRef { $0.leave() } }
    switch Reaction.Probe.answer(at: found.probe, use: found.use) {
    case .value(let answer):
      return answer.result
    case .sync(let respond):
      return try respond(arguments)
    case .async(let answer):
      throw calledSynchronously(arguments, answer.site)
    }
  }

  // Inlinable so that a double's module specialises the call path for its
  // types (no generic metadata looked up per call); the errors are made
  // out of line.

  /// The answer to a call with `arguments` that no reaction answers, for
  /// both invocations: `()` for a `Void` stub, else the stub's fallback;
  /// without one, ``UnexpectedArguments``.
  @inlinable @inline(__always)
  func unanswered(
    _ arguments: Arguments, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) throws -> Result {
    if answersVoid { return unsafeBitCast((), to: Result.self) }
    guard let fallback else {
      throw unexpected(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return try fallback(arguments)
  }

  /// The error of a call with `arguments` that nothing answers.
  @usableFromInline
  func unexpected(
    _ arguments: Arguments, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt
  ) -> UnexpectedArguments {
    UnexpectedArguments(
      stub: name, arguments: ValueTree(describing: arguments),
      callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The error of a synchronous call with `arguments` that the `async`
  /// reaction added at `site` would answer.
  @usableFromInline
  func calledSynchronously(
    _ arguments: Arguments, _ site: CallSite
  ) -> AsyncReactionCalledSynchronously {
    AsyncReactionCalledSynchronously(
      stub: name, arguments: ValueTree(describing: arguments), reactionSite: site)
  }

  // MARK: Reset

  /// Forgets every recorded call, every reaction and every use mark: the
  /// stub is as it was made (its name, strictness and default stay).
  ///
  /// A ``Disposable`` of a forgotten reaction does nothing any more. The
  /// reactions and recorded arguments are released after the stub's locks
  /// are, so a `deinit` they set off may call the stub.
  ///
  /// - Complexity: O(r + n) for r reactions and n calls.
  public func reset() {
    let (forgotten, lists) = reactions.withLock { $0.removeAll() }
    recorder.reset()
    PublishedProbes.release(lists)
    withExtendedLifetime(forgotten) {}
  }
}

/// A result type with a value that stands for "no answer": `Optional`'s
/// `nil`, what a stub answers when nothing matches.
protocol AbsentStubResult {
  static var absent: Self { get }
}

extension Optional: AbsentStubResult {
  static var absent: Wrapped? { nil }
}
