/// A replayed recorder as the report knows it.
public struct RecorderSummary: Sendable, Hashable {
  /// The lane index (0-based).
  public var id: Int
  /// The recorder's name.
  public var name: String
  /// The recorded value type, unqualified.
  public var valueType: String

  /// A recorder summary.
  public init(id: Int, name: String, valueType: String) {
    self.id = id
    self.name = name
    self.valueType = valueType
  }
}
