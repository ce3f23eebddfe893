import Synchronization

/// A recorder with its own expectations: a ``Recorder`` and a single-recorder
/// ``Pattern`` in one object.
///
/// ```swift
/// let mailer = Mock<String>(name: "mailer")        // strict, ordered
/// mailer.expect("welcome")
/// mailer.reject("spam")
/// mailer.record("welcome")
/// mailer.check().passed                             // true
/// ```
///
/// The mode, the expectations and the report are those of ``Pattern``:
/// strict or nice, ordered or not, `expect` with a ``Cardinality``, `reject`
/// in every mode, and ``check()`` with the same ``VerificationReport``. In
/// tests, `import Dobby` adds `verify()`.
///
/// A mock is a ``ValueRecording`` too, so a larger pattern can replay it
/// with other recorders.
///
/// ## Failing fast
///
/// With `failFast: true`, ``record(_:fileID:filePath:line:column:)`` checks
/// the interactions so far after every record and reports, at that
/// record's call site, an interaction that no later interaction can make
/// valid: one that matches a rejection, one that matches no expectation
/// (strict), one beyond an expectation's maximum, or one that comes out of
/// order (ordered). An expectation not yet fulfilled is not reported: later
/// records may fulfil it, and ``check()`` or `verify()` judge it at the end;
/// so is a broken `after:` edge, which later records may also mend.
/// Each such interaction is reported once. See ``failureHandler`` for where
/// the report goes.
///
/// - Complexity: Failing fast re-checks every interaction so far on each
///   record: O(n) per record, O(n²) for n records. Without it, recording is
///   a ``Recorder``'s amortised O(1).
public final class Mock<Value: Sendable>: ValueRecording {
  let recorder: Recorder<Value>
  /// Where, and in which test, the mock was made.
  package let origin: Origin
  /// Whether ``check()`` (or a wait) ran; failing fast does not count.
  let checked = Atomic<Bool>(false)
  /// The expectations, replaced by a fresh pattern on ``reset()``.
  private let patterns: Lock<Pattern>
  /// Whether ``record(_:fileID:filePath:line:column:)`` reports an
  /// interaction that can never be valid at once.
  public let failFast: Bool
  let failFastState: Lock<FailFastState>

  /// A mock, strict and ordered by default, made through DobbyCore alone:
  /// it has no test to report to, so a fail-fast failure goes to its
  /// ``failureHandler`` or to standard error, and no test scope tracks it.
  ///
  /// `Dobby`'s public initialisers, which take the caller's whole call site,
  /// are preferred wherever `Dobby` is imported; this one serves the
  /// package's own targets.
  ///
  /// - Parameters:
  ///   - name: The name reports use; without one, the mock is named after
  ///     its value type and the file and line that created it.
  ///   - strict: Whether every interaction must be consumed by an
  ///     expectation.
  ///   - ordered: Whether expectations are consumed in the order they were
  ///     set up.
  ///   - failFast: Whether `record` reports an interaction that can never
  ///     be valid at once (see ``failureHandler``).
  ///   - fileID: The `#fileID` of the code that makes it, for the default
  ///     name; the caller's by default.
  ///   - line: The line of the code that makes it, for the default name;
  ///     the caller's by default.
  @_disfavoredOverload
  package convenience init(
    name: String? = nil, strict: Bool = true, ordered: Bool = true, failFast: Bool = false,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      name: name, strict: strict, ordered: ordered, failFast: failFast, fileID: fileID,
      line: line, origin: Origin(site: nil), testReporter: nil)
  }

  /// A mock made at `origin`, whose fail-fast failures go to
  /// `testReporter` when it has no ``failureHandler``: `Dobby`'s
  /// initialisers pass the running test's.
  package init(
    name: String?, strict: Bool, ordered: Bool, failFast: Bool, fileID: StaticString,
    line: UInt, origin: Origin, testReporter: FailFastTestReporter?
  ) {
    recorder = Recorder(name: name, fileID: fileID, line: line)
    patterns = Lock(
      Pattern(
        strict: strict, ordered: ordered, title: "verification", origin: origin,
        partOfMock: true))
    self.failFast = failFast
    self.origin = origin
    var state = FailFastState()
    state.testReporter = testReporter
    failFastState = Lock(state)
    if origin.site != nil { ScopeRecord.find(origin.test)?.track(self) }
  }

  deinit {
    if !checked.load(ordering: .relaxed) { ForgottenVerification.report("mock", origin) }
  }

  /// A nice (`nice == true`) or strict mock, ordered by default, made
  /// through DobbyCore alone (see
  /// ``init(name:strict:ordered:failFast:fileID:line:)``).
  @_disfavoredOverload
  package convenience init(
    name: String? = nil, nice: Bool, ordered: Bool = true, failFast: Bool = false,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(
      name: name, strict: !nice, ordered: ordered, failFast: failFast, fileID: fileID,
      line: line, origin: Origin(site: nil), testReporter: nil)
  }

  /// Strict or nice, ordered or not.
  public var mode: PatternMode { pattern.mode }

  /// The pattern that holds the expectations.
  var pattern: Pattern { patterns.withLock { $0 } }

  /// Forgets every recorded interaction, every expectation and rejection,
  /// and which interactions failing fast has reported: the mock is as it
  /// was made (its name, mode and ``failureHandler`` stay).
  ///
  /// ```swift
  /// mailer.reset()
  /// mailer.expect("welcome")   // this test's expectations only
  /// ```
  ///
  /// A handle from an `expect` before the reset belongs to the forgotten
  /// expectations: do not pass it to `after:` again. What is forgotten is
  /// released after the mock's locks are, so a `deinit` it sets off may
  /// use the mock.
  ///
  /// - Complexity: O(n + e) for n interactions and e expectations.
  public func reset() {
    let current = pattern
    let fresh = Pattern(
      strict: current.mode.strict, ordered: current.mode.ordered, title: current.title,
      origin: origin, partOfMock: true)
    let old = patterns.withLock { pattern -> Pattern in
      defer { pattern = fresh }
      return pattern
    }
    recorder.reset()
    let reported = failFastState.withLock { state -> Set<UInt64> in
      defer { (state.reported, state.accounted) = ([], 0) }
      return state.reported
    }
    withExtendedLifetime((old, reported)) {}
  }

  // MARK: Expectations

  /// Expects interactions that `matcher` accepts, `times` times.
  ///
  /// ```swift
  /// mailer.expect(matches("a newsletter") { $0.hasPrefix("news:") }, times: .atLeast(1))
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``: ``any()``, ``equals(_:)-1be13``, `matches(…)`, ….
  ///   - times: How many interactions it must consume (default `.once`).
  ///   - predecessors: Expectations of this mock that come first (see
  ///     the pattern's `expect`).
  ///   - reason: Why the expectation exists, shown with its mismatches.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle on the expectation, for later `after:` arguments.
  @_disfavoredOverload @discardableResult
  public func expect(
    _ matcher: Matcher<Value>, times: some CardinalityConvertible = Cardinality.once,
    after predecessors: some ExpectationHandles = [ExpectationHandle](),
    because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle {
    pattern.expect(
      matcher, in: recorder, times: times, after: predecessors, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Rejects interactions that `matcher` accepts: any such interaction fails
  /// the mock, in every mode.
  ///
  /// ```swift
  /// mailer.reject(matches { $0.hasPrefix("spam") })
  /// ```
  ///
  /// - Parameters:
  ///   - matcher: A ``Matcher``: ``any()``, ``equals(_:)-1be13``, `matches(…)`, ….
  ///   - reason: Why the rejection exists, shown with its mismatches.
  ///   - fileID: The call site's `#fileID`; the caller's by default.
  ///   - filePath: The call site's `#filePath`; the caller's by default.
  ///   - line: The call site's line; the caller's by default.
  ///   - column: The call site's column; the caller's by default.
  /// - Returns: A handle on the rejection, as `expect` returns one.
  @_disfavoredOverload @discardableResult
  public func reject(
    _ matcher: Matcher<Value>, because reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ExpectationHandle {
    pattern.reject(
      matcher, in: recorder, because: reason,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: Recording

  /// Records `value` with the caller's call site and the next clock tick;
  /// with ``failFast``, then reports the interaction if it can never be
  /// valid.
  ///
  /// - Complexity: amortised O(1); O(n) with ``failFast`` (a check of the
  ///   n interactions so far).
  public func record(
    _ value: Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard failFast else {
      recorder.record(value, fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    let before = LogicalClock.now
    recorder.record(value, fileID: fileID, filePath: filePath, line: line, column: column)
    failIfFinal(after: before, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Verifies the interactions recorded so far against the expectations.
  /// Pure: no side effects, no output (see ``Pattern/check()``).
  public func check() -> VerificationReport {
    checked.store(true, ordering: .relaxed)
    return pattern.check()
  }

  /// Verifies as soon as the expectations are met, or at the deadline (see
  /// the pattern's `check(within:)`).
  public func check(within duration: Duration) async -> VerificationReport {
    checked.store(true, ordering: .relaxed)
    return await pattern.check(within: duration)
  }

  /// Verifies as soon as the expectations are met, or at the deadline,
  /// blocking the calling thread: the form of `check(within:)` Swift picks
  /// where there is no `await`.
  public func check(within duration: Duration) -> VerificationReport {
    checked.store(true, ordering: .relaxed)
    return pattern.check(within: duration)
  }
}
