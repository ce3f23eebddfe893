import Synchronization
import Testing

@testable import DobbyCore

struct ElementCacheTests {
  @Test func `elements are made once, on first use, in any order`() {
    let made = Atomic<Int>(0)
    let list = ElementCache<String>(count: 5) { index in
      made.add(1, ordering: .relaxed)
      return "element \(index)"
    }
    list._checkInvariants()
    #expect(made.load(ordering: .relaxed) == 0)
    #expect(list[3] == "element 3")
    list._checkInvariants()
    #expect(list[0] == "element 0")
    #expect(list[3] == "element 3")
    list._checkInvariants()
    #expect(made.load(ordering: .relaxed) == 2)
  }

  @Test func `an empty list is valid`() {
    let list = ElementCache<Int>(count: 0) { $0 }
    list._checkInvariants()
  }
}
