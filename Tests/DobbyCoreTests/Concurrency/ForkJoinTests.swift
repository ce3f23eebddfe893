import Testing

@testable import DobbyCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `forkJoin` runs its background work on another thread and hands back
/// both results once both are done.
struct ForkJoinTests {
  @Test func `both closures run, the background one on another thread`() {
    let here = pthread_self()
    var front: [Int] = []
    let (back, frontCount) = forkJoin(
      background: { () -> (sum: Int, sameThread: Bool) in
        ((1...1_000).reduce(0, +), pthread_equal(pthread_self(), here) != 0)
      },
      foreground: { () -> Int in
        front = Array(0..<10)
        return front.count
      })
    #expect(back.sum == 500_500)
    #expect(!back.sameThread)
    #expect(frontCount == 10)
    #expect(front == Array(0..<10))
  }

  @Test func `the background may write what it captured, read after the join`() {
    var results = [Int](repeating: 0, count: 4)
    var other = [Int](repeating: 0, count: 4)
    _ = forkJoin(
      background: { for index in other.indices { other[index] = index * 2 } },
      foreground: { for index in results.indices { results[index] = index * 3 } })
    #expect(other == [0, 2, 4, 6])
    #expect(results == [0, 3, 6, 9])
  }
}
