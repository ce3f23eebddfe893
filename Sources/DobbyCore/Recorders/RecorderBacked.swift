/// A double that keeps its interactions in a ``Recorder`` of its own (a
/// ``Stub``, a ``Mock``): its reading API forwards to that recorder, and a
/// pattern reads the recorder's lists as they are stored, with the callers'
/// frames, instead of going through a snapshot.
///
/// The forwarding is written here once, for every such double. Only
/// DobbyCore's doubles conform: the recorder itself is not part of a
/// double's documented API.
public protocol RecorderBacked<Value>: ValueRecording where Value: Sendable {
  /// The recorder the double records into.
  @_documentation(visibility: internal)
  var backingRecorder: Recorder<Value> { get }
}

extension RecorderBacked {
  /// The name reports (and a stub's errors) use for this double.
  public var name: String { backingRecorder.name }

  /// How many interactions (a stub's invocations) have been recorded.
  public var count: Int { backingRecorder.count }

  /// Every interaction (a stub's invocations) recorded so far, in recording
  /// order.
  public var interactions: [Interaction] { backingRecorder.interactions }

  /// Every value (a stub's arguments) recorded so far, in recording order.
  public var values: [Value] { backingRecorder.values }

  /// The interactions and values recorded at or before `cut`, read under
  /// one lock.
  ///
  /// - Complexity: O(n) to copy out.
  public func snapshot(through cut: UInt64) -> RecorderCut<Value> {
    backingRecorder.snapshot(through: cut)
  }

  /// Registers `onRecord` to be called after every interaction recorded
  /// from now on, until the returned observation is cancelled.
  public func observeRecords(_ onRecord: @escaping @Sendable () -> Void) -> RecordObservation? {
    backingRecorder.observeRecords(onRecord)
  }
}

extension Stub: RecorderBacked {
  @_documentation(visibility: internal)
  public var backingRecorder: Recorder<Arguments> { recorder }
}

extension Mock: RecorderBacked {
  @_documentation(visibility: internal)
  public var backingRecorder: Recorder<Value> { recorder }
}
