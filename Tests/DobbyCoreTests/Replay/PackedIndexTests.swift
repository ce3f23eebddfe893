import Testing

@testable import DobbyCore

/// The replay's packed optional index: every index from 0 through
/// `Int32.max` reads back, and none is none.
struct PackedIndexTests {
  @Test(arguments: [0, 1, 41, Int(Int32.max)])
  func `an index reads back as itself`(index: Int) {
    let packed = PackedIndex(index)
    #expect(packed.index == index)
    #expect(!packed.isNone)
    #expect(PackedIndex(Int32(index)) == packed)
  }

  @Test func `none has no index and differs from every index`() {
    #expect(PackedIndex.none.index == nil)
    #expect(PackedIndex.none.isNone)
    #expect(PackedIndex.none != PackedIndex(0))
    #expect(MemoryLayout<PackedIndex>.stride == 4)
  }
}
