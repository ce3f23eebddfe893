import CDobbyFrames
import Foundation
import Testing

@testable import DobbyCore

/// A capture that finds the same words on the stack as the thread's last
/// capture copies that one's result instead of walking: it must give what
/// a full walk gives, from any call path and depth, on any thread.
struct FrameReplayTests {
  /// The addresses a capture from here keeps, and those of a full walk
  /// from here: each leads first into this function (from two different
  /// calls), then up the same frames.
  @inline(never)
  static func captureAndWalk() -> (captured: [UInt], walked: [UInt]) {
    let captured = _captureCallerFrames()
    let buffer = UnsafeMutablePointer<UInt>.allocate(capacity: CallerFrames.capacity)
    defer { buffer.deallocate() }
    let count = dobby_return_addresses(buffer, CallerFrames.capacity, 0)
    let walked = Array(UnsafeBufferPointer(start: buffer, count: count))
    return (captured.addresses, walked)
  }

  /// The addresses a capture in place from here keeps (what a record
  /// keeps), and those of a full walk from here, both leading first into
  /// this function; and how many of two such captures replayed.
  @inline(never)
  static func captureInPlaceAndWalk() -> (captured: [UInt], walked: [UInt], replays: Int) {
    let before = dobby_capture_replays()
    var captured: [UInt] = []
    for _ in 0..<2 {
      captured =
        UnsafeRawPointer(dobby_capture_frames_in_place())
        .assumingMemoryBound(to: CallerFrames.self).pointee.addresses
    }
    let replays = dobby_capture_replays() - before
    let buffer = UnsafeMutablePointer<UInt>.allocate(capacity: CallerFrames.capacity)
    defer { buffer.deallocate() }
    let count = dobby_return_addresses(buffer, CallerFrames.capacity, 0)
    return (captured, Array(UnsafeBufferPointer(start: buffer, count: count)), replays)
  }

  /// `captureAndWalk()` under `depth` more frames of this function.
  @inline(never)
  static func nested(_ depth: Int) -> (captured: [UInt], walked: [UInt]) {
    let result = depth == 0 ? captureAndWalk() : nested(depth - 1)
    return result
  }

  /// `captureAndWalk()` from a frame of another function.
  @inline(never)
  static func elsewhere() -> (captured: [UInt], walked: [UInt]) {
    let result = captureAndWalk()
    return result
  }

  /// Whether the capture found the walk's frames above this function.
  private static func agrees(_ result: (captured: [UInt], walked: [UInt])) -> Bool {
    result.captured.count == result.walked.count
      && result.captured.dropFirst() == result.walked.dropFirst()
  }

  /// Runs `body` on a thread of its own, whose stack holds no async
  /// frames (a test's does: its walk follows the async contexts), and
  /// waits for it.
  private static func onThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.start()
    done.wait()
  }

  /// `captureAndWalk()` three times from one call site, on one thread,
  /// and how many of the three captures replayed the one before them.
  @inline(never)
  static func thrice() -> (results: [(captured: [UInt], walked: [UInt])], replays: Int) {
    let before = dobby_capture_replays()
    var results: [(captured: [UInt], walked: [UInt])] = []
    for _ in 0..<3 { results.append(captureAndWalk()) }
    return (results, dobby_capture_replays() - before)
  }

  /// `thrice()` from an async function resumed by the executor, under
  /// `depth` more awaiting calls of it.
  static func awaitingThrice(_ depth: Int) async -> (
    results: [(captured: [UInt], walked: [UInt])], replays: Int
  ) {
    await Task.yield()
    if depth > 0 { return await awaitingThrice(depth - 1) }
    return thrice()
  }

  @Test func `captures in async code replay the walk through the async contexts`() async {
    for depth in [0, 2, 0, 3, 1] {
      let (results, replays) = await Self.awaitingThrice(depth)
      #expect(results.allSatisfy(Self.agrees), "depth \(depth): \(results)")
      // The second and third find the first's words (the first may find
      // an earlier call's, at the same addresses).
      #expect(replays >= 2, "depth \(depth)")
      // The walk went past the resumed frame into the awaiting callers.
      #expect(
        results[0].captured.contains { $0 & CallerFrames.asyncResumeFlag != 0 },
        "depth \(depth): \(results[0].captured)")
    }
  }

  @Test func `a capture in place keeps the walk's frames from its own return address`() {
    let results = ResultList()
    Self.onThread {
      let (captured, walked, replays) = Self.captureInPlaceAndWalk()
      results.add(!captured.isEmpty && captured.count == walked.count)
      results.add(captured.dropFirst() == walked.dropFirst())
      results.add(replays == 1)
    }
    #expect(results.all == [true, true, true])
  }

  @Test func `captures from changing depths and callers give the full walk's frames`() {
    let results = ResultList()
    Self.onThread {
      let before = dobby_capture_replays()
      let depths = [0, 0, 3, 3, 1, 7, 7, 0, 9, 2, 0]
      for depth in depths {
        // The second of each pair is replayed.
        for _ in 0..<2 { results.add(Self.agrees(Self.nested(depth))) }
        for _ in 0..<2 { results.add(Self.agrees(Self.elsewhere())) }
      }
      results.add(dobby_capture_replays() - before == 2 * depths.count)
    }
    #expect(results.all.count == 45)
    #expect(results.all.allSatisfy { $0 }, "\(results.all)")
  }

  @Test func `two callers met deep above the same frames are told apart`() {
    let results = ResultList()
    Self.onThread {
      // The same six frames, at the same addresses, from two calls of
      // `nested` that return to different places: the captures differ
      // only in their seventh address.
      var captures: [[UInt]] = []
      for round in 0..<6 {
        let result = round % 2 == 0 ? Self.nested(4) : Self.nested(4)
        results.add(Self.agrees(result))
        captures.append(result.captured)
      }
      results.add(captures[0] != captures[1] && captures[0] == captures[2])
      results.add(captures[0].prefix(6) == captures[1].prefix(6))
    }
    #expect(results.all == Array(repeating: true, count: 8))
  }

  @Test func `a replayed capture equals the walk it replays`() {
    let results = ResultList()
    Self.onThread {
      var captures: [[UInt]] = []
      var replays: [Int] = []
      for _ in 0..<3 {
        let before = dobby_capture_replays()
        let result = Self.nested(4)
        replays.append(dobby_capture_replays() - before)
        results.add(Self.agrees(result))
        captures.append(result.captured)
      }
      results.add(replays == [0, 1, 1])
      results.add(captures.allSatisfy { $0 == captures[0] } && captures[0].count == 8)
    }
    #expect(results.all == [true, true, true, true, true])
  }

  @Test func `threads each replay their own captures`() {
    let results = ResultList()
    let done = DispatchGroup()
    for thread in 0..<4 {
      done.enter()
      let worker = Thread {
        for round in 0..<50 {
          let result = Self.nested((thread + round) % 3)
          results.add(Self.agrees(result))
        }
        done.leave()
      }
      worker.start()
    }
    done.wait()
    #expect(results.all.count == 200)
    #expect(results.all.allSatisfy { $0 })
  }
}

/// Collects results from several threads.
private final class ResultList: @unchecked Sendable {
  // SAFETY: `results` is only read and written under `lock`.
  private let lock = NSLock()
  private var results: [Bool] = []

  func add(_ result: Bool) { lock.withLock { results.append(result) } }
  var all: [Bool] { lock.withLock { results } }
}
