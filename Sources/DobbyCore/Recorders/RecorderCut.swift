/// A recorder's interactions and values up to a clock cut: what
/// ``ValueRecording/snapshot(through:)`` returns, and what a pattern's
/// replay reads.
///
/// A cut is in memory, of a recorder; a *recording* is a saved file.
public struct RecorderCut<Value> {
  /// The interactions' ticks, in recording order.
  var timestamps: [UInt64]
  /// The interactions' call sites and callers' frames, as runs.
  var callSites: RecorderCallSites
  /// The values, parallel to ``interactions``.
  public var values: [Value]
  /// Trees of values that were described at record time (class instances),
  /// by index; the others are described when a report needs them.
  public var describedValues: [Int: ValueTree]

  /// A cut of lists as a recorder stores them.
  init(
    timestamps: [UInt64], callSites: RecorderCallSites, values: [Value],
    describedValues: [Int: ValueTree] = [:]
  ) {
    self.timestamps = timestamps
    self.callSites = callSites
    self.values = values
    self.describedValues = describedValues
  }

  /// A cut of parallel arrays.
  public init(interactions: [Interaction], values: [Value]) {
    precondition(
      interactions.count == values.count,
      "interactions and values differ in count (\(interactions.count) vs \(values.count))")
    self.init(
      timestamps: interactions.map(\.timestamp), callSites: Self.runs(of: interactions),
      values: values)
  }

  /// The interactions, in recording order.
  ///
  /// Setting them drops the callers' frames and the tests the interactions
  /// were recorded in.
  ///
  /// - Complexity: O(n) for n interactions.
  public var interactions: [Interaction] {
    get {
      var result: [Interaction] = []
      result.reserveCapacity(timestamps.count)
      for run in callSites.starts.indices {
        let end =
          run + 1 < callSites.starts.count ? callSites.starts[run + 1] : timestamps.count
        for index in callSites.starts[run]..<max(callSites.starts[run], end) {
          result.append(Interaction(timestamp: timestamps[index], callSite: callSites.sites[run]))
        }
      }
      return result
    }
    set {
      timestamps = newValue.map(\.timestamp)
      callSites = Self.runs(of: newValue)
    }
  }

  /// One run per interaction.
  private static func runs(of interactions: [Interaction]) -> RecorderCallSites {
    RecorderCallSites(starts: Array(interactions.indices), sites: interactions.map(\.callSite))
  }
}

extension RecorderCut: Sendable where Value: Sendable {}

extension RecorderCut {
  /// The value at `index` of `values` as a tree: as described when it was
  /// recorded (a class instance, which may have changed since), else
  /// described now.
  static func tree(at index: Int, of values: [Value], described: [Int: ValueTree]) -> ValueTree {
    described[index] ?? ValueTree(describing: values[index])
  }
}
