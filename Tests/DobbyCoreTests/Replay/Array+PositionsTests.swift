import Testing

@testable import DobbyCore

/// The positions a replay numbers a lane's steps and rules with.
struct ArrayPositionsTests {
  @Test(arguments: [0, 1, 2, 7, 8, 9, 1_000])
  func `positions count up from zero`(count: Int) {
    #expect([Int32](positions: count) == (0..<count).map { Int32($0) })
  }
}
