/// The interactions of several recorders replayed as one sequence, in
/// timestamp order: a lazy binary-heap k-way merge.
///
/// ```swift
/// for element in Timeline([payments, mailer]) {
///   print(element.lane, element.index, element.interaction.timestamp)
/// }
/// ```
///
/// The merge reads each recorder once when the timeline is made and then
/// yields its elements on demand, one per step, without sorting everything.
///
/// - Complexity: O(n log k) to walk n interactions of k recorders.
public struct Timeline: Sequence, Sendable {
  /// The interaction at one step of the merged timeline, with its lane.
  public struct Element: Sendable, Hashable {
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

  /// The number of steps: of interactions, in every lane.
  public var count: Int { lanes.reduce(0) { $0 + $1.count } }

  public var underestimatedCount: Int { count }

  public func makeIterator() -> Iterator {
    Iterator(lanes: lanes)
  }

  /// Yields the elements of a timeline in timestamp order.
  public struct Iterator: IteratorProtocol {
    private let lanes: [[Interaction]]
    private var merge: MergeIterator

    init(lanes: [[Interaction]]) {
      self.lanes = lanes
      merge = MergeIterator(counts: lanes.map(\.count)) { lanes[$0][$1].timestamp }
    }

    /// - Complexity: O(log k).
    public mutating func next() -> Element? {
      guard let (lane, index) = merge.next() else { return nil }
      return Element(lane: lane, index: index, interaction: lanes[lane][index])
    }
  }
}
