import DobbyCore

/// S1: `count` calls of a fresh stub with one reaction and one matcher,
/// one thread: what a double's method costs, recording included (callers
/// captured, as by default).
func stubCallOurs(_ count: Int) -> Seconds {
  let stub = Stub<Int, Int>(name: "s1")
  stub.on(any(), return: 1)
  return timed {
    var sum = 0
    for value in 0..<count { sum &+= (try? stub(value)) ?? 0 }
    precondition(sum == count, "every call answers 1 (sum was \(sum))")
  }
}
