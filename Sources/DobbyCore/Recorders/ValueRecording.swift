/// A recorder that also keeps the value of each interaction.
public protocol ValueRecording<Value>: InteractionRecording {
  /// The type of the recorded values.
  associatedtype Value

  /// Every recorded value, in recording order, parallel to `interactions`.
  var values: [Value] { get }

  /// The interactions and values recorded at or before the clock tick `cut`,
  /// read as one consistent snapshot.
  ///
  /// The default reads `interactions`, keeps those up to `cut`, then takes
  /// as many `values`. Override it to read both under one lock.
  func snapshot(through cut: UInt64) -> RecorderCut<Value>
}

extension ValueRecording {
  public func snapshot(through cut: UInt64) -> RecorderCut<Value> {
    let all = interactions
    var count = all.count
    while count > 0 && all[count - 1].timestamp > cut { count -= 1 }
    let values = self.values
    precondition(
      values.count >= count,
      "\(name) lists \(count) interactions but only \(values.count) values")
    return RecorderCut(interactions: Array(all[..<count]), values: Array(values[..<count]))
  }
}
