/// A recorder's interactions up to a clock cut, as a lane needs them.
struct RecorderCut<Value> {
  var timestamps: [UInt64]
  var callSites: RecorderCallSites
  var values: [Value]
  var described: [Int: ValueTree]
}

extension RecorderCut {
  /// The lane of a snapshot: one run per interaction.
  init(_ snapshot: RecordingSnapshot<Value>) {
    timestamps = snapshot.interactions.map(\.timestamp)
    callSites = RecorderCallSites(
      starts: Array(snapshot.interactions.indices), sites: snapshot.interactions.map(\.callSite))
    values = snapshot.values
    described = snapshot.describedValues
  }
}

extension RecorderCut {
  /// The value at `index` of `values` as a tree: as described when it was
  /// recorded (a class instance, which may have changed since), else
  /// described now.
  static func tree(at index: Int, of values: [Value], described: [Int: ValueTree]) -> ValueTree {
    described[index] ?? ValueTree(describing: values[index])
  }
}
