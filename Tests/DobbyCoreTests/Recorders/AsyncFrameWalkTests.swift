import CDobbyFrames
import Testing

/// The frame walk's step into the chain of async contexts, on forged
/// frames and contexts: it reads only what its checks let through, and
/// never crashes.
struct AsyncFrameWalkTests {
  /// Heap memory for forged contexts and frames, 16-byte aligned.
  final class Memory {
    let words: UnsafeMutablePointer<UInt>
    let count: Int

    init(words count: Int) {
      self.count = count
      let raw = UnsafeMutableRawPointer.allocate(
        byteCount: count * MemoryLayout<UInt>.stride, alignment: 16)
      words = raw.initializeMemory(as: UInt.self, repeating: 0, count: count)
    }

    deinit { words.deallocate() }

    func address(_ word: Int) -> UInt { UInt(bitPattern: words + word) }
    subscript(word: Int) -> UInt {
      get { words[word] }
      set { words[word] = newValue }
    }
  }

  let flag = UInt(dobby_async_resume_flag)

  func callers(from context: UInt, max: Int = 16) -> [UInt] {
    var out = [UInt](repeating: 0, count: max)
    let count = dobby_async_callers(context, &out, max)
    return Array(out.prefix(count))
  }

  /// The forged job runner's code and the forged entry points' code.
  static let runner: (start: UInt, end: UInt) = (0x3000_0000, 0x3000_0100)
  static let entries: (start: UInt, end: UInt) = (0x3000_1000, 0x3000_1100)

  /// The return addresses a frame walk finds on the forged `stack`, its
  /// first frame record at word 4, with `runner` and `entries`.
  func walk(_ stack: Memory) -> [UInt] {
    var out = [UInt](repeating: 0, count: 8)
    let count = dobby_walk_frames(
      UnsafeMutablePointer(bitPattern: stack.address(4)), stack.address(0),
      stack.address(stack.count), Self.runner.start, Self.runner.end, Self.entries.start,
      Self.entries.end, &out, 8)
    return Array(out.prefix(count))
  }

  @Test func `follows a chain of contexts to its end, flagging each resume point`() {
    let memory = Memory(words: 8)
    // Three contexts of {parent, resume}, each 16 bytes apart.
    memory[0] = memory.address(2)
    memory[1] = 0x1000_0001
    memory[2] = memory.address(4)
    memory[3] = 0x1000_0002
    memory[4] = 0
    memory[5] = 0x1000_0003
    #expect(
      callers(from: memory.address(0))
        == [0x1000_0001 | flag, 0x1000_0002 | flag, 0x1000_0003 | flag])
    #expect(callers(from: memory.address(0), max: 2) == [0x1000_0001 | flag, 0x1000_0002 | flag])
  }

  @Test(arguments: [
    ("null", UInt(0)), ("the zero page", UInt(0x10)), ("low memory", UInt(0xFFF0)),
    ("beyond user space", UInt(0xFFFF_8000_0000_0000)), ("flagged", UInt(1) << 63 | 0x1000_0000),
  ])
  func `refuses a context it must not read`(name: String, context: UInt) {
    #expect(callers(from: context).isEmpty, "\(name)")
    #expect(dobby_async_context_is_valid(context, 0, 0) == 0, "\(name)")
  }

  @Test func `refuses a misaligned context and one on the thread's stack`() {
    let memory = Memory(words: 4)
    memory[1] = 0x1000_0001
    #expect(callers(from: memory.address(1)).isEmpty)
    var local = (UInt(0), UInt(0x1000_0001))
    let onStack = withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
    #expect(dobby_async_context_is_valid(onStack & ~15, onStack - 4096, onStack + 4096) == 0)
    #expect(dobby_async_context_is_valid(memory.address(0), onStack - 4096, onStack + 4096) == 1)
  }

  @Test func `stops at a resume point of zero and at a forged parent`() {
    let memory = Memory(words: 6)
    memory[0] = memory.address(2)
    memory[1] = 0x1000_0001
    memory[2] = memory.address(4)
    memory[3] = 0  // no resume point: the chain ends here
    memory[5] = 0x1000_0003
    #expect(callers(from: memory.address(0)) == [0x1000_0001 | flag])
    memory[0] = 0x20  // a parent in the zero page
    #expect(callers(from: memory.address(0)) == [0x1000_0001 | flag])
  }

  @Test func `a cycle of contexts is cut after a fixed number of callers`() {
    let memory = Memory(words: 2)
    memory[0] = memory.address(0)
    memory[1] = 0x1000_0001
    let cut = callers(from: memory.address(0), max: 64)
    #expect(cut.count == 16)
    #expect(cut.allSatisfy { $0 == 0x1000_0001 | flag })
  }

  @Test func `a forged frame that returns into the job runner is followed only as far as checked`()
  {
    // A stack of two frame records: the first returns into the forged
    // runner and keeps a context pointer just below it.
    let stack = Memory(words: 16)
    let contexts = Memory(words: 4)
    contexts[0] = 0
    contexts[1] = 0x2000_0001
    stack[4] = stack.address(8)  // saved frame pointer
    stack[5] = 0x4000_0001  // returns into an ordinary function
    stack[8] = stack.address(12)
    stack[9] = Self.runner.start + 0x10  // returns into the job runner
    stack[7] = contexts.address(0)  // the async context, just below
    #expect(walk(stack) == [0x4000_0001, 0x2000_0001 | flag])
    for forged: UInt in [0, 0x8, contexts.address(0) + 8, stack.address(2), 0xFFFF_FFFF_FFFF_FFF0] {
      stack[7] = forged
      #expect(walk(stack) == [0x4000_0001], "context \(forged)")
    }
    // A frame pointer that leaves the stack ends the walk before reading it.
    stack[8] = 0xDEAD_0000
    stack[9] = 0x4000_0002
    #expect(walk(stack) == [0x4000_0001, 0x4000_0002])
  }

  @Test func `a resumed frame whose return slot was reused is found by the frame above it`() {
    // Three frame records: an ordinary one, the resumed function's (whose
    // return slot holds a heap word), and the job runner's, which returns
    // into an entry point.
    let stack = Memory(words: 24)
    let contexts = Memory(words: 4)
    contexts[1] = 0x2000_0001
    stack[4] = stack.address(8)
    stack[5] = 0x4000_0001  // returns into the resumed function
    stack[7] = contexts.address(0)  // the resumed function's context
    stack[8] = stack.address(12)
    stack[9] = contexts.address(2)  // a reused return slot: a heap word
    stack[12] = stack.address(16)
    stack[13] = Self.entries.start + 0x20  // the runner returns into an entry point
    #expect(walk(stack) == [0x4000_0001, 0x2000_0001 | flag])
    stack[7] = 0x10  // a forged context is not followed
    #expect(walk(stack) == [0x4000_0001])
  }

  #if os(Linux)
    @Test func `the job runner is learnt from a task run through each entry point`() {
      var start: UInt = 0
      var end: UInt = 0
      dobby_job_runner_range(&start, &end)
      // One call of the runner resumes a task: one return address.
      #expect(start != 0 && end > start && end - start < 1 << 12, "[\(start), \(end))")
      var entriesStart: UInt = 0
      var entriesEnd: UInt = 0
      dobby_job_entries_range(&entriesStart, &entriesEnd)
      #expect(entriesStart != 0 && entriesEnd > entriesStart && entriesEnd - entriesStart < 1 << 12)
      let low = min(start, entriesStart)
      #expect(max(end, entriesEnd) - low < 1 << 16, "side by side in the runtime")
    }

    @Test func `a calibration after the ranges were learnt notes nothing`() {
      var start: UInt = 0
      var end: UInt = 0
      dobby_job_runner_range(&start, &end)
      #expect(dobby_job_runner_calibrate(dobby_job_entry_serial_executor) == 0)
      #expect(dobby_job_runner_calibrate(dobby_job_entry(rawValue: 7)) == 0)
      var again: (start: UInt, end: UInt) = (0, 0)
      dobby_job_runner_range(&again.start, &again.end)
      #expect(again.start == start && again.end == end)
    }
  #endif

  @Test func `code addresses are stripped of nothing on this machine's plain pointers`() {
    for address: UInt in [0x1000, 0x5555_5555_0000, 0x7FFF_FFFF_F000] {
      #expect(dobby_strip_code_address(address) == address)
    }
  }
}
