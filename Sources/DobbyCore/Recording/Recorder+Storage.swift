extension Recorder {
  /// One recorded interaction, without its call site (see ``State``).
  @usableFromInline
  struct Entry: Sendable {
    @usableFromInline let timestamp: UInt64
    @usableFromInline let value: Value

    @inlinable @inline(__always)
    init(timestamp: UInt64, value: Value) {
      self.timestamp = timestamp
      self.value = value
    }
  }

  /// A call site and the index of the first entry recorded there, up to
  /// the next run.
  @usableFromInline
  struct SiteRun: Sendable {
    @usableFromInline let start: Int
    @usableFromInline let site: StaticCallSite

    @inlinable
    init(start: Int, site: StaticCallSite) {
      self.start = start
      self.site = site
    }
  }

  /// What the recorder's lock guards.
  ///
  /// Call sites are run-length coded: a loop that records from one line
  /// stores its call site once, and an entry holds only its tick and value
  /// (16 bytes for an `Int`, against 48 with the site in every entry).
  /// Sites that alternate cost one run per entry, no more than storing
  /// them inline. Both lists are chunked, so growth never copies.
  @usableFromInline
  struct State: Sendable {
    @usableFromInline var entries = ChunkedList<Entry>()
    @usableFromInline var runs = ChunkedList<SiteRun>()
    /// The site of the last run; `nil` before the first record.
    @usableFromInline var lastSite: StaticCallSite?
    /// Trees of values described at record time, by entry index.
    @usableFromInline var described: [Int: ValueTree] = [:]
    @usableFromInline var observers: [Int: @Sendable () -> Void] = [:]
    @usableFromInline var nextObserverID = 0

    @inlinable init() {}

    /// Appends `value`, recorded at `site`, with the next clock tick.
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    mutating func append(_ value: Value, at site: StaticCallSite) {
      if _slowPath(lastSite != site) { startRun(at: site) }
      entries.append(Entry(timestamp: LogicalClock.tick(), value: value))
    }

    @usableFromInline
    mutating func startRun(at site: StaticCallSite) {
      runs.append(SiteRun(start: entries.count, site: site))
      lastSite = site
    }

    mutating func removeAll() {
      entries.removeAll()
      runs.removeAll()
      lastSite = nil
      described.removeAll()
    }
  }

  /// The entries and call sites read under the lock, to walk outside it.
  struct Contents {
    let entries: ChunkedList<Entry>
    let runs: ChunkedList<SiteRun>

    /// The number of entries at or before the clock tick `cut`.
    ///
    /// - Complexity: O(log n), entries being in tick order.
    func count(through cut: UInt64) -> Int {
      entries.prefixCount { $0.timestamp <= cut }
    }

    /// Calls `body` with each entry before `end` and its call site.
    ///
    /// - Complexity: O(end).
    func forEach(before end: Int, _ body: (Entry, StaticCallSite) -> Void) {
      var sites = runs.makeIterator()
      var current = sites.next()
      var upcoming = sites.next()
      var index = 0
      entries.forEach(before: end) { entry in
        while let next = upcoming, next.start <= index {
          current = next
          upcoming = sites.next()
        }
        body(entry, current!.site)
        index += 1
      }
    }
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
