/// An interaction that another test recorded on a recorder a pattern
/// replays: left out of the pattern's verdict, and reported as a warning,
/// since the recorder is likely shared between tests running at the same
/// time.
///
/// ```text
/// warning: #3 payments(2) was recorded by test "refund()", running at the same time: is this recorder shared between tests?
/// ```
public struct ForeignInteraction: Sendable, Hashable {
  /// The recorder's name.
  public var recorder: String
  /// The interaction's position in its recorder (0-based; shown 1-based).
  public var index: Int
  /// The recorded value's one-line summary.
  public var value: String
  /// The name of the test that recorded it.
  public var test: String
  /// Where it was recorded.
  public var callSite: CallSite

  public init(recorder: String, index: Int, value: String, test: String, callSite: CallSite) {
    self.recorder = recorder
    self.index = index
    self.value = value
    self.test = test
    self.callSite = callSite
  }

  /// The warning's text, without a location.
  public var warning: String {
    "#\(Numbering.number(ofIndex: index)) \(recorder)(\(value)) was recorded by test \"\(test)\", running at the same"
      + " time: is this recorder shared between tests?"
  }
}
