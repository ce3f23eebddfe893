import Testing

@testable import DobbyCore

/// A cardinality's maximum as the ordered replay compares it: room below
/// a finite maximum, always room without one.
struct PackedMaximumTests {
  @Test func `a finite maximum has room below it only`() {
    let maximum = PackedMaximum(2)
    #expect(!maximum.isUnbounded)
    #expect(maximum.hasRoom(after: 0))
    #expect(maximum.hasRoom(after: 1))
    #expect(!maximum.hasRoom(after: 2))
    #expect(!PackedMaximum(0).hasRoom(after: 0))
  }

  @Test func `no maximum always has room`() {
    let maximum = PackedMaximum(nil)
    #expect(maximum.isUnbounded)
    #expect(maximum.hasRoom(after: 0))
    #expect(maximum.hasRoom(after: Int32.max - 1))
  }

  @Test(arguments: [Int(Int32.max) - 1, Int(Int32.max), Int.max])
  func `a maximum too large for 4 bytes stays a maximum`(maximum: Int) {
    let packed = PackedMaximum(maximum)
    #expect(!packed.isUnbounded)
    #expect(packed.hasRoom(after: 1 << 30))
  }
}
