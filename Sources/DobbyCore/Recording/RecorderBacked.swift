/// A double that keeps its interactions in a ``Recorder`` of its own (a
/// ``Stub``, a ``Mock``): a pattern reads that recorder's lists as they are
/// stored, with the callers' frames, instead of going through a snapshot.
protocol RecorderBacked<Value>: AnyObject {
  associatedtype Value: Sendable
  /// The recorder the double records into.
  var backingRecorder: Recorder<Value> { get }
}

extension Stub: RecorderBacked {
  var backingRecorder: Recorder<Arguments> { recorder }
}

extension Mock: RecorderBacked {
  var backingRecorder: Recorder<Value> { recorder }
}
