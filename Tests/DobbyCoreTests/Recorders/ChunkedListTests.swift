import DobbyTestSupport
import Testing

@testable import DobbyCore

struct ChunkedListTests {
  @Test(arguments: [0, 1, 15, 16, 17, 1_023, 1_024, 1_025, 5_000])
  func `appends keep every element in order across chunks`(count: Int) {
    var list = ChunkedList<Int>()
    list._checkInvariants()
    for value in 0..<count {
      list.append(value)
      if value % 97 == 0 { list._checkInvariants() }
    }
    list._checkInvariants()
    #expect(list.count == count)
    #expect(Array(IteratorSequence(list.makeIterator())) == Array(0..<count))
    #expect(list.elements(before: count / 2) == Array(0..<count / 2))
  }

  @Test func `prefixCount finds the boundary of a sorted list, ties and empty included`() {
    var generator = SeededGenerator(seed: 13)
    for _ in 0..<50 {
      var list = ChunkedList<Int>()
      var values: [Int] = []
      var value = 0
      for _ in 0..<Int.random(in: 0...3_000, using: &generator) {
        value += Int.random(in: 0...2, using: &generator)  // ties included
        list.append(value)
        values.append(value)
      }
      list._checkInvariants()
      let bound = Int.random(in: -1...(value + 1), using: &generator)
      #expect(list.prefixCount { $0 <= bound } == values.prefix { $0 <= bound }.count)
    }
  }

  @Test func `removeAll leaves an empty, valid list`() {
    var list = ChunkedList<Int>()
    for value in 0..<2_000 { list.append(value) }
    list.removeAll()
    list._checkInvariants()
    #expect(list.count == 0)
    list.append(7)
    list._checkInvariants()
    #expect(list.elements(before: 1) == [7])
  }
}
