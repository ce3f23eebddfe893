// The capture is called from `record`, which a double inlines.
public import CDobbyFrames

/// The default thread-safe recorder: a list of interactions, each with its
/// value, its tick on the ``LogicalClock`` and its call site.
///
/// ```swift
/// let payments = Recorder<Int>(name: "payments")
/// payments.record(42)
/// ```
///
/// Recording does not format the value: values are described only when a
/// report needs them. Class instances are the exception: they are described
/// at record time, since a later mutation of the instance would otherwise
/// rewrite history in the report. (A struct holding a class reference is
/// described lazily, like any struct.) Matchers, though, read the instance
/// as it is when verifying: a report names an instance that changed after
/// it was recorded (``VerificationReport/changedAfterRecording``). To
/// verify what was recorded, record a copy:
///
/// ```swift
/// let orders = Recorder<Order>(name: "orders", copying: { $0.copy() })
/// ```
///
/// The tick is taken while holding the recorder's lock, so within one
/// recorder entries are in timestamp order.
public final class Recorder<Value: Sendable>: ValueRecording {
  /// The name reports use for this recorder.
  public let name: String

  @usableFromInline let state: Lock<State>
  /// Whether values are described at record time (class instances), or
  /// copied: `record` then takes its slow path.
  @usableFromInline let describesAtRecordTime: Bool
  /// Makes the copy of each value that is kept; `nil` keeps the value.
  let copy: (@Sendable (Value) -> Value)?
  /// Whether `record` captures the caller's frames, so that reports can say
  /// which code called the double (`called from:`).
  public let capturesCallers: Bool

  /// A recorder named `name`, or, without one, named after its value type
  /// and the file and line that created it (stable from run to run).
  ///
  /// - Parameters:
  ///   - capturesCallers: Whether each `record` captures the return
  ///     addresses above it (a few nanoseconds), so that a report names the
  ///     code that called the double; on by default.
  ///   - copy: Makes the value kept of each one recorded, such as a copy
  ///     of a class instance that may change after it is recorded, so that
  ///     verdicts read what was recorded; `nil` keeps the value itself.
  ///   - name: The name reports use; without one, the recorder is named
  ///     after its value type and the file and line that created it.
  ///   - fileID: The `#fileID` of the code that makes it, for the default
  ///     name; the caller's by default.
  ///   - line: The line of the code that makes it, for the default name;
  ///     the caller's by default.
  public init(
    name: String? = nil, capturesCallers: Bool = true,
    copying copy: (@Sendable (Value) -> Value)? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.capturesCallers = capturesCallers
    self.copy = copy
    let typeName = _typeName(Value.self, qualified: false)
    if let name {
      self.name = name
    } else {
      let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
      self.name = "\(typeName)@\(file):\(line)"
    }
    describesAtRecordTime =
      copy != nil || Value.self is AnyClass || typeName == "Any" || typeName == "AnyObject"
      || typeName.hasPrefix("any ")
    state = Lock(State())
  }

  /// Records `value` with the caller's call site and the next clock tick.
  ///
  /// Test doubles forward their own caller's `fileID`, `filePath`, `line`
  /// and `column`, so that reports point at the test.
  ///
  /// - Complexity: O(1); one lock, one atomic add, one append (growth
  ///   never copies).
  @inlinable
  public func record(
    _ value: Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = StaticCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // The frames above this call (its first return address is into the
    // double's method, or this function where it is not inlined), read
    // where the thread keeps its last capture: compared and stored in
    // place, and copied out before anything that may record on this
    // thread. A debug build copied a returned capture's 64 bytes five
    // times; a function of Dobby's own between this and the capture cost
    // a call and a frame more.
    let frames = UnsafeRawPointer(
      capturesCallers ? dobby_capture_frames_in_place() : dobby_no_frames()
    ).assumingMemoryBound(to: CallerFrames.self)
    // The current test; the recorder is passed only while some test runs
    // (late work keeps it).
    let test = _slowPath(TestScope.isAnyRunning) ? TestScope.boundTest(recordingInto: self) : 0
    if _slowPath(describesAtRecordTime) {
      recordDescribing(value, site: site, frames: frames.pointee, test: test)
      return
    }
    let notify = state.withLock { state -> Bool in
      _append(value, at: site, frames: frames, test: test, to: &state)
      return state.isObserved
    }
    if _slowPath(notify) { notifyObservers() }
  }

  @usableFromInline
  func recordDescribing(
    _ value: Value, site: StaticCallSite, frames: CallerFrames, test: UInt64
  ) {
    let value = copy?(value) ?? value
    let isInstance = Swift.type(of: value as Any) is AnyClass
    let tree = isInstance ? ValueTree(describing: value) : nil
    let notify = state.withLock { state -> Bool in
      if let tree { state.described[state.count] = tree }
      withUnsafePointer(to: frames) { frames in
        _append(value, at: site, frames: frames, test: test, to: &state)
      }
      return state.isObserved
    }
    if notify { notifyObservers() }
  }

  @usableFromInline
  func notifyObservers() {
    let observers = state.withLock { Array($0.observers.values) }
    for observer in observers { observer() }
  }

  /// How many interactions have been recorded.
  public var count: Int { state.withLock { $0.count } }

  /// Every interaction recorded so far, in recording order.
  public var interactions: [Interaction] {
    let contents = state.withLock { $0.contents }
    return contents.interactions(before: contents.count)
  }

  /// Every value recorded so far, in recording order.
  public var values: [Value] {
    let values = state.withLock { $0.values }
    return values.elements(before: values.count)
  }

  /// Forgets every recorded interaction; observers stay.
  ///
  /// The forgotten values are released after the lock is: a value's
  /// `deinit` may record into this recorder.
  ///
  /// - Complexity: O(n) to release n values.
  public func reset() {
    let forgotten = state.withLock { $0.removeAll() }
    withExtendedLifetime(forgotten) {}
  }

  /// The interactions and values recorded at or before `cut`, read under
  /// one lock.
  ///
  /// - Complexity: O(n) to copy out; O(log n) to find the cut.
  public func snapshot(through cut: UInt64) -> RecorderCut<Value> { lane(through: cut) }

  /// The interactions recorded at or before `cut`, as lists: what a
  /// pattern's replay reads, without making an `Interaction` of each.
  func lane(through cut: UInt64) -> RecorderCut<Value> {
    let (contents, described) = state.withLock { ($0.contents, $0.described) }
    let end = contents.count(through: cut)
    return RecorderCut(
      timestamps: contents.timestamps.elements(before: end),
      callSites: contents.sites.runs(before: end),
      values: contents.values.elements(before: end),
      describedValues: described.filter { $0.key < end })
  }

  public func observeRecords(_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation? {
    let id = state.withLock { state -> Int in
      let id = state.nextObserverID
      state.nextObserverID += 1
      state.observe(onRecord, as: id)
      return id
    }
    return RecordObservation { [weak self] in
      // The removed observer is returned, and so released after the lock.
      _ = self?.state.withLock { $0.stopObserving(id) }
    }
  }
}
