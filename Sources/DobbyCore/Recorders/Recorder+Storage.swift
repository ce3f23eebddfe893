/// Appends `value` to a recorder's `state`, recorded at `site` below
/// `frames` in the test numbered `test` (`0` outside any test), with the
/// next clock tick: a free function, so that unspecialised code (a debug
/// build) passes `Value`'s metadata alone, where a method of
/// `Recorder<Value>.State` would look up its `Self` metadata on every call.
///
/// - Complexity: O(1).
// Transparent, not only inlinable: a debug build keeps no copies of its
// locals for the debugger, each cleared on every call.
@usableFromInline @_transparent
func _append<Value: Sendable>(
  _ value: Value, at site: StaticCallSite, frames: UnsafePointer<CallerFrames>, test: UInt64,
  to state: inout Recorder<Value>.State
) {
  // The count from the list's stored properties: its `count` getter
  // would copy the list in a debug build.
  let index = state.timestamps.fullCount &+ state.timestamps.tailCount
  // Whether the entry continues the last run of sites, compared here,
  // field by field: a debug build calls each `==` (its own or
  // `Equatable`'s) as a function, copying both values, and a function
  // for the comparison took copies of the site and the frames, each
  // zeroed first, on every record.
  let same =
    state.sites.started && state.sites.lastTest == test && state.sites.last.line == site.line
    && state.sites.last.column == site.column
    && state.sites.last.fileIDAddress == site.fileIDAddress
    && state.sites.last.filePathAddress == site.filePathAddress
    && state.sites.last.fileIDCount == site.fileIDCount
    && state.sites.last.filePathCount == site.filePathCount
    && state.sites.lastFrames.slots.0 == frames.pointee.slots.0
    && state.sites.lastFrames.slots.1 == frames.pointee.slots.1
    && state.sites.lastFrames.slots.2 == frames.pointee.slots.2
    && state.sites.lastFrames.slots.3 == frames.pointee.slots.3
    && state.sites.lastFrames.slots.4 == frames.pointee.slots.4
    && state.sites.lastFrames.slots.5 == frames.pointee.slots.5
    && state.sites.lastFrames.slots.6 == frames.pointee.slots.6
    && state.sites.lastFrames.slots.7 == frames.pointee.slots.7
  if _slowPath(!same) { state.sites.startRun(at: site, frames.pointee, test, index: index) }
  _append(LogicalClock.tick(), to: &state.timestamps)
  _append(value, to: &state.values)
}

extension Recorder {
  /// What the recorder's lock guards: ticks, values and call sites in
  /// parallel chunked lists (growth never copies), so that reading them
  /// back is a bulk copy per chunk, even in unspecialised generic code.
  @usableFromInline
  struct State: Sendable {
    @usableFromInline var timestamps = ChunkedList<UInt64>()
    @usableFromInline var values = ChunkedList<Value>()
    @usableFromInline var sites = CallSiteRuns()
    /// Trees of values described at record time, by entry index.
    @usableFromInline var described: [Int: ValueTree] = [:]
    /// Called after each record, outside the lock; changed only through
    /// ``observe(_:)`` and ``stopObserving(_:)``.
    @usableFromInline private(set) var observers: [Int: @Sendable () -> Void] = [:]
    /// Whether ``observers`` is not empty: a record reads this flag, where
    /// the dictionary's `isEmpty` costs a debug build a call, a retain and
    /// a release, and a type look-up.
    @usableFromInline private(set) var isObserved = false
    @usableFromInline var nextObserverID = 0

    @inlinable init() {}

    /// The number of entries.
    @inlinable var count: Int { timestamps.count }

    /// Adds `observer` under the number `id`.
    mutating func observe(_ observer: @escaping @Sendable () -> Void, as id: Int) {
      observers[id] = observer
      isObserved = true
    }

    /// Removes the observer numbered `id` and returns it, for the caller to
    /// release outside the lock.
    mutating func stopObserving(_ id: Int) -> (@Sendable () -> Void)? {
      defer { isObserved = !observers.isEmpty }
      return observers.removeValue(forKey: id)
    }

    /// Empties the lists and returns what they held, for the caller to
    /// release outside the lock.
    mutating func removeAll() -> (Contents, [Int: ValueTree]) {
      let forgotten = (contents, described)
      timestamps = ChunkedList()
      values = ChunkedList()
      sites = CallSiteRuns()
      described = [:]
      return forgotten
    }

    /// The lists, to read outside the lock.
    var contents: Contents { Contents(timestamps: timestamps, values: values, sites: sites) }
  }

  /// The entries and call sites read under the lock, to copy out outside
  /// it.
  struct Contents {
    let timestamps: ChunkedList<UInt64>
    let values: ChunkedList<Value>
    let sites: CallSiteRuns

    /// The number of entries.
    var count: Int { timestamps.count }

    /// The number of entries at or before the clock tick `cut`.
    ///
    /// - Complexity: O(log n), entries being in tick order.
    func count(through cut: UInt64) -> Int {
      timestamps.prefixCount { $0 <= cut }
    }

    /// The interactions before `end`.
    func interactions(before end: Int) -> [Interaction] {
      sites.interactions(timestamps: timestamps, before: end)
    }
  }
}

/// The call sites and caller frames of a recorder's entries, run-length
/// coded: a loop that records from one line on one path stores them once,
/// and an entry holds only its tick and value (16 bytes for an `Int`,
/// against 96 with the site and frames in every entry). Sites that
/// alternate cost one run per entry, no more than storing them inline.
@usableFromInline
struct CallSiteRuns: Sendable {
  /// A call site, the caller frames above it, the test that recorded
  /// there, and the index of the first entry recorded there.
  @usableFromInline
  struct Run: Sendable {
    @usableFromInline let start: Int
    @usableFromInline let site: StaticCallSite
    @usableFromInline let frames: CallerFrames
    /// The test scope's number; `0` outside any test.
    @usableFromInline let test: UInt64

    @inlinable
    init(start: Int, site: StaticCallSite, frames: CallerFrames, test: UInt64) {
      self.start = start
      self.site = site
      self.frames = frames
      self.test = test
    }
  }

  @usableFromInline var runs = ChunkedList<Run>()
  /// Whether a run has started: ``last``, ``lastFrames`` and ``lastTest``
  /// are the last run's.
  @usableFromInline var started = false
  /// The site of the last run.
  @usableFromInline var last = StaticCallSite.none
  @usableFromInline var lastFrames = CallerFrames()
  @usableFromInline var lastTest: UInt64 = 0

  @inlinable init() {}

  /// Starts a run at entry `index` (the next), recorded at `site` below
  /// `frames` in the test numbered `test`: what a record does when the
  /// entry does not continue the last run.
  @usableFromInline
  mutating func startRun(
    at site: StaticCallSite, _ frames: CallerFrames, _ test: UInt64, index: Int
  ) {
    runs.append(Run(start: index, site: site, frames: frames, test: test))
    started = true
    last = site
    lastFrames = frames
    lastTest = test
  }

  /// The runs that cover the entries before `end`.
  ///
  /// - Complexity: O(r) for r runs.
  func runs(before end: Int) -> RecorderCallSites {
    var starts: [Int] = []
    var sites: [CallSite] = []
    var frames: [CallerFrames] = []
    var tests: [UInt64] = []
    var anyTest = false
    var upcoming = runs.makeIterator()
    while let run = upcoming.next(), run.start < end {
      starts.append(run.start)
      sites.append(CallSite(run.site))
      frames.append(run.frames)
      tests.append(run.test)
      anyTest = anyTest || run.test != 0
    }
    return RecorderCallSites(
      starts: starts, sites: sites, frames: frames, tests: anyTest ? tests : [])
  }

  /// The interactions of the entries before `end`, with their ticks.
  ///
  /// - Complexity: O(end).
  func interactions(timestamps: ChunkedList<UInt64>, before end: Int) -> [Interaction] {
    var result: [Interaction] = []
    result.reserveCapacity(end)
    var upcoming = runs.makeIterator()
    var site = upcoming.next()?.site
    var next = upcoming.next()
    var index = 0
    timestamps.forEach(before: end) { timestamp in
      while let run = next, run.start <= index {
        site = run.site
        next = upcoming.next()
      }
      result.append(Interaction(timestamp: timestamp, callSite: CallSite(site!)))
      index += 1
    }
    return result
  }
}

extension StaticCallSite: Equatable {
  @inlinable @inline(__always)
  static func == (lhs: StaticCallSite, rhs: StaticCallSite) -> Bool {
    lhs.fileIDAddress == rhs.fileIDAddress && lhs.filePathAddress == rhs.filePathAddress
      && lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.fileIDCount == rhs.fileIDCount && lhs.filePathCount == rhs.filePathCount
  }
}
