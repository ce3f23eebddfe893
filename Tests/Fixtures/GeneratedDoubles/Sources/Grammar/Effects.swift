import Foundation

// Effects.
public protocol Effects {
  var now: Date { get throws(CancellationError) }
  var never: Int { get throws(Never) }
  var remote: URL { get async throws }
  func typed() throws(CancellationError) -> UUID
  mutating func mutate()
  nonmutating func keep()
}
