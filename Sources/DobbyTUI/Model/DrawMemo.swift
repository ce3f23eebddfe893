import DobbyCore

/// What drawing a step costs the size of its value to make (its one-line
/// summary, the number of lines of its outline, the rows of a field
/// table), made on first use and kept, so that a key press on a recording
/// holding a huge value costs the size of the screen.
///
/// Its answers are those of the functions it remembers: drawing stays a
/// function of the state and the report. It keeps at most
/// ``capacity`` answers of each kind, forgetting them all past that.
final class DrawMemo: Sendable {
  private struct Memory: Sendable {
    var summaries: [Int: String] = [:]
    var outlineLines: [Int: Int] = [:]
    var fieldRows: [FieldRowsKey: [FieldTable.Row]] = [:]
  }

  /// Which field table: the mismatch's, the step whose value it
  /// compares, and whether it is drawn on that step as its nearest miss.
  struct FieldRowsKey: Hashable, Sendable {
    var mismatch: Int
    var step: Int
    var onNearestMiss: Bool
  }

  /// The most answers of each kind kept.
  static let capacity = 4_096

  private let memory = Lock(Memory())

  /// The summary of `step`, made by `make` unless remembered.
  func summary(ofStep step: Int, _ make: () -> String) -> String {
    remembered(\.summaries, step, make)
  }

  /// The number of lines of the outline of `step`'s value.
  func outlineLines(ofStep step: Int, _ make: () -> Int) -> Int {
    remembered(\.outlineLines, step, make)
  }

  /// The field table of a mismatch against a step.
  func fieldRows(_ key: FieldRowsKey, _ make: () -> [FieldTable.Row]) -> [FieldTable.Row] {
    remembered(\.fieldRows, key, make)
  }

  /// The answer for `key` in `table`, else `make`'s, made outside the
  /// lock and then kept.
  private func remembered<Key: Hashable, Value>(
    _ table: WritableKeyPath<Memory, [Key: Value]>, _ key: Key, _ make: () -> Value
  ) -> Value {
    if let known = memory.withLock({ $0[keyPath: table][key] }) { return known }
    let value = make()
    memory.withLock { memory in
      if memory[keyPath: table].count >= Self.capacity { memory[keyPath: table] = [:] }
      memory[keyPath: table][key] = value
    }
    return value
  }
}
