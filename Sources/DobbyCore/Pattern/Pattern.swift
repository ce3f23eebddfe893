import Synchronization

/// The last number given to a ``Pattern``.
private let _patternSerials = Atomic<UInt64>(0)

/// What should have happened across one or more recorders, and the check
/// that it did.
///
/// ```swift
/// let payments = Recorder<Int>(name: "payments")
/// let mailer = Recorder<String>(name: "mailer")
/// let pattern = Pattern()                       // strict, ordered
/// pattern.expect(42, in: payments)
/// pattern.expect(equals("receipt"), in: mailer)
/// // … exercise the code under test …
/// pattern.check().passed
/// ```
///
/// - **Strict** patterns require every replayed interaction to be consumed
///   by an expectation; **nice** ones ignore interactions that match no
///   expectation (but an interaction beyond an expectation's maximum fails
///   in every mode).
/// - **Ordered** patterns consume expectations in the order they were set
///   up; **unordered** ones in any order.
/// - **Nice and ordered** patterns follow the turn rule: an interaction is
///   also ignored when every expectation it matches is not yet due (its
///   turn has not started, and an earlier expectation still awaits its
///   minimum), so `[a, b]` passes `b, a, b` as Mockito's in-order
///   verification does; one that matches an expectation whose turn has
///   passed still fails.
/// - **Partial orders**: `expect` (and `reject`) return an ``ExpectationHandle``, and
///   `expect(…, after: handle)` (or `after: [h1, h2]`) orders an expectation
///   after others: every interaction it consumes comes after every
///   interaction they consume. A broken edge is `outOfOrder`, naming it
///   (`E3 must come after E1`). In an ordered pattern edges are redundant.
/// - Verification never fails falsely: it passes whenever some assignment of
///   interactions to expectations satisfies every cardinality (and every
///   `after:` edge).
///
/// A pattern is thread-safe: expectations may be set up and verified from
/// any thread.
public final class Pattern: Sendable {
  /// Strict or nice, ordered or not.
  public let mode: PatternMode
  let state: Lock<State>
  /// This pattern's number, unique in the process: what its handles name
  /// it by (an object identifier may be reused once a pattern is gone).
  let serial = _patternSerials.add(1, ordering: .relaxed).newValue
  /// Where, and in which test, the pattern was made.
  package let origin: Origin
  /// Whether ``check()`` ran (so a scope need not verify it at its end,
  /// and its `deinit` reports nothing).
  let checked = Atomic<Bool>(false)
  /// Whether the pattern is a mock's, which the mock accounts for.
  let isPartOfMock: Bool

  struct State: Sendable {
    var rules = RuleTable()
    var lanes: [JoinedRecorder] = []
    /// The stubs whose reactions must be used (`expectUsed`).
    var usage: [StubUsageCheck] = []
    var title: String

    /// Adds `lane` unless its recorder is replayed already.
    ///
    /// - Returns: The index of the recorder's lane.
    @discardableResult
    mutating func join(_ lane: JoinedRecorder) -> Int {
      if let index = lanes.lastIndex(where: { $0.recorder == lane.recorder }) { return index }
      lanes.append(lane)
      return lanes.count - 1
    }
  }

  /// A strict or nice, ordered or unordered pattern (strict and ordered by
  /// default), made through DobbyCore alone: it has no test scope to
  /// verify it and no call site to report a forgotten verification at.
  ///
  /// `Dobby`'s public initialisers, which take the caller's call site, are
  /// preferred wherever `Dobby` is imported; this one serves the package's
  /// own targets.
  ///
  /// - Parameters:
  ///   - strict: Whether every replayed interaction must be consumed by an
  ///     expectation (`true`, the default) or may be ignored (`false`).
  ///   - ordered: Whether expectations are consumed in the order they were
  ///     set up (`true`, the default) or in any order.
  ///   - title: What reports call the verification.
  @_disfavoredOverload @usableFromInline
  package convenience init(
    strict: Bool = true, ordered: Bool = true, title: String = "verification"
  ) {
    self.init(strict: strict, ordered: ordered, title: title, origin: Origin(site: nil))
  }

  /// A nice (`nice == true`) or strict pattern, ordered by default, made
  /// through DobbyCore alone (see ``init(strict:ordered:title:)``).
  @_disfavoredOverload @usableFromInline
  package convenience init(nice: Bool, ordered: Bool = true, title: String = "verification") {
    self.init(strict: !nice, ordered: ordered, title: title, origin: Origin(site: nil))
  }

  /// A pattern made at `origin`: the test bridge's initialisers give the
  /// call site, so that a scope verifies it and a forgotten one is
  /// reported there.
  package init(
    strict: Bool, ordered: Bool, title: String, origin: Origin, partOfMock: Bool = false
  ) {
    mode = PatternMode(strict: strict, ordered: ordered)
    state = Lock(State(title: title))
    self.origin = origin
    isPartOfMock = partOfMock
    if !partOfMock, origin.site != nil { ScopeRecord.find(origin.test)?.track(self) }
  }

  deinit {
    if !isPartOfMock, !checked.load(ordering: .relaxed) {
      ForgottenVerification.report("pattern", origin)
    }
  }

  /// What reports call this verification.
  public var title: String {
    get { state.withLock { $0.title } }
    set { state.withLock { $0.title = newValue } }
  }

  /// Expects interactions on `recorder` that `matcher` accepts, `times`
  /// times.
  ///
  /// ```swift
  /// pattern.expect(any(), in: payments, times: 2...)
  /// let login = pattern.expect(matches { $0.hasPrefix("login") }, in: auth)
  /// pattern.expect(equals("fetch"), in: api, after: login, because: "fetch needs a session")
  /// ```
  ///
  /// Plain `Equatable` values, enum cases and tuples of them have
  /// overloads of their own (see `Pattern+Values.swift`); this one gives
  /// way to them.
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``: ``any()``, ``equals(_:)-1be13``, `matches(…)`, ….
  ///   - recorder: The recorder whose interactions it concerns.
  ///   - times: How many interactions it must consume (default `.once`;
  ///     `2`, `1...3` and `2...` also do).
  ///   - predecessors: Expectations of this pattern that come first: every
  ///     interaction this one consumes must come after every interaction
  ///     each of them consumes. One handle or an array; none by default.
  ///   - reason: Why the expectation exists; a mismatch that concerns it
  ///     shows it after its code (`DOBBY-E004 unfulfilled (because the
  ///     receipt follows the payment): …`).
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle on the expectation, for later `after:` arguments.
  /// - Precondition: Every handle in `predecessors` comes from this pattern.
  @_disfavoredOverload @discardableResult
  public func expect<R: ValueRecording>(
    _ matcher: Matcher<R.Value>, in recorder: R,
    times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Sendable {
    let times = times.cardinality
    times.validate()
    let after = edges(to: predecessors.expectationHandles)
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let id = add(.expect, matcher, recorder, times, reason, site, after: after)
    return ExpectationHandle(id: ExpectationID(index: id), pattern: serial)
  }

  /// The rule indices of `handles`, in setup order without repeats.
  private func edges(to handles: [ExpectationHandle]) -> [Int] {
    for handle in handles {
      precondition(
        handle.pattern == serial,
        "after: \(handle) is an expectation of another pattern; pass handles of this one")
    }
    return Set(handles.map(\.id.index)).sorted()
  }

  /// Rejects interactions on `recorder` that `matcher` accepts: any such
  /// interaction fails the pattern, in every mode.
  ///
  /// ```swift
  /// pattern.reject(matches { $0.hasPrefix("spam") }, in: mailer, because: "mail is opt-in")
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``: ``any()``, ``equals(_:)-1be13``, `matches(…)`, ….
  ///   - recorder: The recorder whose interactions it judges; replayed by
  ///     the pattern.
  ///   - reason: Why the rejection exists, shown with its mismatch.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle on the rejection, as `expect` returns one (its id
  ///   is the one reports name it by; as an `after:` argument it orders
  ///   nothing, since a rejection consumes no interaction).
  @_disfavoredOverload @discardableResult
  public func reject<R: ValueRecording>(
    _ matcher: Matcher<R.Value>, in recorder: R, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle where R.Value: Sendable {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let id = add(.reject, matcher, recorder, .never, reason, site)
    return ExpectationHandle(id: ExpectationID(index: id), pattern: serial)
  }

  /// Replays `recorder` even though no expectation names it: in a strict
  /// pattern any interaction on it is unexpected.
  @discardableResult
  public func watch<R: ValueRecording>(_ recorder: R) -> Pattern where R.Value: Sendable {
    let lane = JoinedRecorder(recorder)
    _ = state.withLock { $0.join(lane) }
    return self
  }

  /// The recorder's lane source, or `nil` when it is replayed already (the
  /// common case, which then allocates nothing). Made outside the lock: it
  /// reads the recorder's name, which a user's recorder computes.
  private func newLane<R: ValueRecording>(_ recorder: R) -> JoinedRecorder?
  where R.Value: Sendable {
    let id = ObjectIdentifier(recorder)
    let joined = state.withLock { $0.lanes.contains { $0.recorder == id } }
    return joined ? nil : JoinedRecorder(recorder)
  }

  private func add<R: ValueRecording>(
    _ kind: ExpectationRecord.Kind, _ matcher: Matcher<R.Value>, _ recorder: R,
    _ times: Cardinality, _ reason: String?, _ site: CallSite, after: [Int] = []
  ) -> Int where R.Value: Sendable {
    let rule = Rule(
      kind: kind, recorder: ObjectIdentifier(recorder), matcher: matcher, cardinality: times,
      reason: reason, callSite: site, after: after)
    let id = ObjectIdentifier(recorder)
    let lane = newLane(recorder)
    return state.withLock { state in
      // Lanes are only ever appended, so a lane found joined stays.
      let index = lane.map { state.join($0) } ?? state.lanes.lastIndex { $0.recorder == id }!
      state.rules.append(rule, lane: index)
      return state.rules.count - 1
    }
  }
}
