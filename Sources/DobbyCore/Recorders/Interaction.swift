/// One recorded interaction: when it happened on the logical clock and where
/// in the source it was recorded.
public struct Interaction: Sendable, Hashable {
  /// The logical-clock tick taken when the interaction was recorded.
  public let timestamp: UInt64
  /// Where the interaction was recorded (the caller of the double).
  public let callSite: CallSite

  /// An interaction at `timestamp`, recorded at `callSite`.
  @inlinable
  public init(timestamp: UInt64, callSite: CallSite) {
    self.timestamp = timestamp
    self.callSite = callSite
  }
}
