/// Appends `value` to a recorder's `state`, recorded at `site` below
/// `frames` in the test numbered `test` (`0` outside any test), with the
/// next clock tick: a free function, so that unspecialised code (a debug
/// build) passes `Value`'s metadata alone, where a method of
/// `Recorder<Value>.State` would look up its `Self` metadata on every call.
///
/// - Complexity: O(1).
@inlinable @inline(__always)
func _append<Value: Sendable>(
  _ value: Value, at site: StaticCallSite, frames: CallerFrames, test: UInt64,
  to state: inout Recorder<Value>.State
) {
  state.sites.note(site, frames, test, at: state.timestamps.count)
  _appendTick(LogicalClock.tick(), to: &state.timestamps)
  _append(value, to: &state.values)
}

/// Appends `tick` to a recorder's ticks: ``_append(_:to:)`` for
/// `UInt64`, not generic, so that unspecialised code (a debug build) finds
/// the chunk's metadata in its accessor's cache, not in the runtime's.
///
/// - Complexity: O(1).
@inlinable @inline(__always)
func _appendTick(_ tick: UInt64, to list: inout ChunkedList<UInt64>) {
  if _slowPath(list.tailRoom == 0) { list.startChunk() }
  list.tailRoom &-= 1
  list.tail.append(tick)
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
    @usableFromInline var observers: [Int: @Sendable () -> Void] = [:]
    @usableFromInline var nextObserverID = 0

    @inlinable init() {}

    /// The number of entries.
    @inlinable var count: Int { timestamps.count }

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
  /// The site and frames of the last run; `nil` before the first.
  @usableFromInline var last: StaticCallSite?
  @usableFromInline var lastFrames = CallerFrames()
  @usableFromInline var lastTest: UInt64 = 0

  @inlinable init() {}

  /// Notes that entry `index` (the next) was recorded at `site` below
  /// `frames`, in the test numbered `test`.
  @inlinable @inline(__always)
  mutating func note(
    _ site: StaticCallSite, _ frames: CallerFrames, _ test: UInt64, at index: Int
  ) {
    // Each comparison calls the type's own `==`: `!=` would go through
    // `Equatable`'s generic default, which a debug build calls
    // unspecialised, through the witness table.
    var continues = false
    if let last { continues = last == site && lastFrames == frames && lastTest == test }
    if _slowPath(!continues) {
      startRun(at: site, frames, test, index: index)
    }
  }

  @usableFromInline
  mutating func startRun(
    at site: StaticCallSite, _ frames: CallerFrames, _ test: UInt64, index: Int
  ) {
    runs.append(Run(start: index, site: site, frames: frames, test: test))
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
