import DobbyCore

// MARK: W1 in a test scope

/// W1 inside a test scope (`@Test(.dobby)`): `count` records on one fresh
/// recorder, each taking the scope's test from the task-local that the
/// scope binds. Without a scope (plain W1) a record reads one counter
/// instead.
func recordInScopeOurs(_ count: Int) -> Seconds {
  let recorder = Recorder<Int>()
  let scope = ScopeRecord(name: "record-in-scope")
  let seconds = TestScope.run(scope) {
    timed {
      for value in 0..<count { recorder.record(value) }
    }
  }
  _ = scope.end()
  return seconds
}
