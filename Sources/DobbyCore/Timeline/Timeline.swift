/// The interactions of several recorders replayed as one sequence, in
/// timestamp order: a lazy binary-heap k-way merge.
///
/// ```swift
/// for step in Timeline([payments, mailer]) {
///   print(step.lane, step.index, step.interaction.timestamp)
/// }
/// ```
///
/// The merge reads each recorder once when the timeline is made and then
/// yields steps on demand, without sorting everything.
///
/// - Complexity: O(n log k) to walk n interactions of k recorders.
public struct Timeline: Sequence, Sendable {
  /// One interaction on the merged timeline.
  public struct Step: Sendable, Hashable {
    /// Which lane (the recorder's position in the timeline's list).
    public let lane: Int
    /// The interaction's index within its recorder.
    public let index: Int
    /// The interaction.
    public let interaction: Interaction
  }

  /// The interactions of each lane, in recording order.
  public let lanes: [[Interaction]]

  /// The timeline of `recorders`, read now.
  public init(_ recorders: [any InteractionRecording]) {
    self.init(lanes: recorders.map(\.interactions))
  }

  /// The timeline of interaction lists that are each in timestamp order.
  public init(lanes: [[Interaction]]) {
    self.lanes = lanes
  }

  /// The number of steps.
  public var count: Int { lanes.reduce(0) { $0 + $1.count } }

  public var underestimatedCount: Int { count }

  public func makeIterator() -> Iterator {
    Iterator(lanes: lanes)
  }

  /// Yields the steps of a timeline in timestamp order.
  public struct Iterator: IteratorProtocol {
    private let lanes: [[Interaction]]
    private var merge: MergeIterator

    init(lanes: [[Interaction]]) {
      self.lanes = lanes
      merge = MergeIterator(counts: lanes.map(\.count)) { lanes[$0][$1].timestamp }
    }

    /// - Complexity: O(log k).
    public mutating func next() -> Step? {
      guard let (lane, index) = merge.next() else { return nil }
      return Step(lane: lane, index: index, interaction: lanes[lane][index])
    }
  }
}
