/// What `expectSnapshot` found and did.
public enum SnapshotVerdict: String, Sendable, Hashable {
  /// The run matches the snapshot: the test passes.
  case matched
  /// There was no snapshot; it was written, and the test fails once.
  case written
  /// There was no snapshot, and none was written (`CI` is set).
  case missing
  /// The run differs from the snapshot, which was left alone.
  case differs
  /// The run differs from the snapshot, which was rewritten
  /// (`DOBBY_RECORD=all` or `failed`); the test fails once.
  case rewritten
  /// The snapshot file cannot be read (or written); the line says why.
  case unreadable

  /// Whether the test passes.
  public var passed: Bool { self == .matched }
}
