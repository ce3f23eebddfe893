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

  @Test(arguments: [0, 5, 16, 40])
  func `copies that both append keep their own elements`(shared: Int) {
    var original = ChunkedList<String>()
    for value in 0..<shared { original.append("\(value)") }
    var copy = original
    original.append("original")
    copy.append("copy")
    copy.append("copy 2")
    original._checkInvariants()
    copy._checkInvariants()
    let prefix = (0..<shared).map { "\($0)" }
    #expect(original.elements(before: original.count) == prefix + ["original"])
    #expect(copy.elements(before: copy.count) == prefix + ["copy", "copy 2"])
  }

  @Test func `a copy reads what it held while the original appends on`() {
    var original = ChunkedList<Int>()
    for value in 0..<20 { original.append(value) }
    let copy = original
    for value in 20..<3_000 { original.append(value) }
    #expect(copy.count == 20)
    #expect(copy.elements(before: 20) == Array(0..<20))
    #expect(copy.prefixCount { $0 < 10 } == 10)
    #expect(original.elements(before: 3_000) == Array(0..<3_000))
  }

  @Test func `elements are released with the last list that holds them`() {
    final class Counted: Sendable {
      let released: Counter
      init(_ released: Counter) { self.released = released }
      deinit { released.increment() }
    }
    let released = Counter()
    do {
      var list = ChunkedList<Counted>()
      for _ in 0..<100 { list.append(Counted(released)) }
      var copy = list
      list.removeAll()
      #expect(released.value == 0)
      copy.append(Counted(released))
      #expect(copy.count == 101)
    }
    #expect(released.value == 101)
  }
}
