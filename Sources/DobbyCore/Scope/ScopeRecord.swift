import Synchronization

/// The last number given to a test scope.
private let _scopeSerials = Atomic<UInt64>(0)

/// Every scope that ever ran in the process, by number: names outlive
/// their scopes, since a pattern verified later still names the test that
/// recorded an interaction.
private let _scopes = Lock<[UInt64: ScopeRecord]>([:])

/// One running (or ended) test scope: its number and test name, what was
/// made in it, and the failures reported for it from outside its task.
package final class ScopeRecord: Sendable {
  /// Unique in the process, never `0`.
  package let id: UInt64
  /// The test's name as reports show it (`refund()`).
  package let name: String
  /// What the test bridge keeps with the scope (the recording store its
  /// test binds); `nil` when it keeps nothing.
  package let context: (any Sendable)?
  /// Whether the scope keeps what is made in it (patterns, mocks, stubs)
  /// to verify at its end; `false` for a scope that only attributes
  /// interactions and failures to its test (a plain `XCTestCase`'s).
  package let verifiesWhatIsMade: Bool
  private let state = Lock(State())
  private let ended = Atomic<Bool>(false)
  private let lateWorkNoted = Atomic<Bool>(false)
  /// The tick the scope ended at, and the recorders its tasks recorded
  /// into after that, in the order they first did.
  private let late = Lock<(endTick: UInt64, recorders: [any LateRecording])>((.max, []))

  struct State: Sendable {
    var made: [any ScopeTracked] = []
    var pending: [PendingFailure] = []
    var waits: [Int: Wait] = [:]
    var nextWait = 0
  }

  /// A verification that waits (`verify(within:)`, `verify(timeout:)`),
  /// under way in the scope.
  package struct Wait: Sendable {
    package let verifiable: any Verifiable
    /// Where it was called.
    package let site: CallSite
  }

  /// Whether the scope has ended: its test returned and was concluded.
  package var hasEnded: Bool { ended.load(ordering: .acquiring) }

  /// A failure reported while no test was current, for the scope to
  /// report in its test.
  package struct PendingFailure: Sendable {
    package let headline: String
    package let message: String
    package let site: CallSite
    /// The failed verification, for the scope to save where its test
    /// saves recordings; `nil` when the message is whole (fail-fast).
    package let report: VerificationReport?

    package init(
      headline: String, message: String, site: CallSite, report: VerificationReport? = nil
    ) {
      self.headline = headline
      self.message = message
      self.site = site
      self.report = report
    }
  }

  /// A new scope for the test named `name`, registered in the process;
  /// with `verifiesWhatIsMade` `false`, it keeps nothing made in it.
  package init(name: String, context: (any Sendable)? = nil, verifiesWhatIsMade: Bool = true) {
    id = _scopeSerials.add(1, ordering: .relaxed).newValue
    self.name = name
    self.context = context
    self.verifiesWhatIsMade = verifiesWhatIsMade
    _scopes.withLock { $0[id] = self }
  }

  /// The scope numbered `id`; `nil` for `0` or an unknown number.
  package static func find(_ id: UInt64) -> ScopeRecord? {
    id == 0 ? nil : _scopes.withLock { $0[id] }
  }

  /// The name of the test numbered `id`; `nil` outside any test.
  package static func name(of id: UInt64) -> String? { find(id)?.name }

  /// Keeps `item` until the scope ends, to verify it then.
  func track(_ item: any ScopeTracked) {
    guard verifiesWhatIsMade else { return }
    // Released outside the lock if the scope has ended.
    let late: (any ScopeTracked)? = state.withLock { state in
      guard !ended.load(ordering: .relaxed) else { return item }
      state.made.append(item)
      return nil
    }
    withExtendedLifetime(late) {}
  }

  /// Hands a failure to the scope, to report in its test; `false` when the
  /// scope has ended (the caller reports it elsewhere).
  package func deliver(_ failure: PendingFailure) -> Bool {
    state.withLock { state in
      guard !ended.load(ordering: .relaxed) else { return false }
      state.pending.append(failure)
      return true
    }
  }

  /// The failures delivered so far, removed from the scope.
  package func takePending() -> [PendingFailure] {
    state.withLock { state in
      defer { state.pending = [] }
      return state.pending
    }
  }

  /// Notes a wait under way at `site` in the scope, for its end to report
  /// if the wait outlives the test.
  ///
  /// - Returns: The wait's ticket for ``endWait(_:)``; `nil` when the
  ///   scope has ended.
  package func beginWait(_ verifiable: any Verifiable, at site: CallSite) -> Int? {
    state.withLock { state in
      guard !ended.load(ordering: .relaxed) else { return nil }
      state.nextWait += 1
      state.waits[state.nextWait] = Wait(verifiable: verifiable, site: site)
      return state.nextWait
    }
  }

  /// The waits under way, in the order they began, removed from the
  /// scope: when they end, they report nothing (see ``endWait(_:)``).
  package func takeWaits() -> [Wait] {
    state.withLock { state in
      defer { state.waits = [:] }
      return state.waits.sorted { $0.key < $1.key }.map(\.value)
    }
  }

  /// How many waits are under way in the scope.
  package var waitsUnderWay: Int { state.withLock { $0.waits.count } }

  /// Ends the wait `ticket`.
  ///
  /// - Returns: `false` when the scope ended first, and reported the wait
  ///   in its test: the caller reports nothing more.
  package func endWait(_ ticket: Int) -> Bool {
    state.withLock { $0.waits.removeValue(forKey: ticket) != nil }
  }

  /// Ends the scope: later failures are not delivered to it, and work
  /// done later in its tasks is late (see ``LateWork``).
  ///
  /// - Returns: What was made in it, in the order it was made; the
  ///   failures delivered last; and the waits still under way, in the
  ///   order they began.
  package func end() -> (made: [any ScopeTracked], pending: [PendingFailure], waits: [Wait]) {
    late.withLock { $0.endTick = LogicalClock.now }
    return state.withLock { state in
      ended.store(true, ordering: .releasing)
      defer { (state.made, state.pending, state.waits) = ([], [], [:]) }
      return (state.made, state.pending, state.waits.sorted { $0.key < $1.key }.map(\.value))
    }
  }

  /// Reports, once, that work the test started goes on after it ended;
  /// keeps `recorder`, which that work records into, for the recording of
  /// the late work (see ``lateSteps()``).
  func noteLateWork(recordingInto recorder: AnyObject? = nil) {
    if let recorder { keepLate(recorder) }
    guard !lateWorkNoted.exchange(true, ordering: .relaxed) else { return }
    LateWork.report(self)
  }

  /// Keeps `recorder` (once) for ``lateSteps()``: strongly, since a task
  /// that records late may release it when it ends, long before the
  /// recording is saved at the process's end.
  private func keepLate(_ recorder: AnyObject) {
    guard let recording = recorder as? any LateRecording else { return }
    late.withLock { late in
      guard !late.recorders.contains(where: { $0 === recording }) else { return }
      late.recorders.append(recording)
    }
  }

  /// The interactions the scope's tasks recorded after it ended, recorder
  /// by recorder (``LateInteractions/report(title:steps:)`` puts them in
  /// global order); empty before it ends.
  ///
  /// - Complexity: O(n) in the entries of the recorders they recorded
  ///   into.
  package func lateSteps() -> [LateInteractions.Step] {
    let (endTick, recorders) = late.withLock { $0 }
    return recorders.flatMap { $0.lateSteps(ofTest: id, after: endTick) }
  }
}

/// Something a scope verifies at its end: a ``Pattern``, a ``Mock`` or a
/// ``Stub`` made in it.
package protocol ScopeTracked: AnyObject, Sendable {
  /// What is left to verify at the scope's end.
  var atScopeEnd: ScopeEnd { get }
}

/// What a scope's end verifies of one thing made in it.
package enum ScopeEnd {
  /// Nothing: it was verified.
  case verified
  /// A pattern or mock never verified, made at `site`.
  case unverified(any Verifiable, kind: String, site: CallSite?)
  /// A stub, named `name`, whose `unused` reactions were never used, made
  /// by the code whose return addresses are `madeFrames`.
  case stub(name: String, unused: [UnusedReaction], madeFrames: CallerFrames)
}

extension Pattern: ScopeTracked {
  package var atScopeEnd: ScopeEnd {
    checked.load(ordering: .relaxed)
      ? .verified : .unverified(self, kind: "pattern", site: origin.site)
  }
}

extension Mock: ScopeTracked {
  package var atScopeEnd: ScopeEnd {
    checked.load(ordering: .relaxed)
      ? .verified : .unverified(self, kind: "mock", site: origin.site)
  }
}

extension Stub: ScopeTracked {
  package var atScopeEnd: ScopeEnd {
    .stub(name: name, unused: unusedReactions, madeFrames: madeFrames)
  }
}
