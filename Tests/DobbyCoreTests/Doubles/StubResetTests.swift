import Dispatch
import DobbyCore
import Testing

/// A value whose `deinit` runs user code that calls back into a double.
private final class Reentrant: Sendable {
  let onDeinit: @Sendable () -> Void
  init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
  deinit { onDeinit() }
}

/// A handler that alone holds `value`, answering `answer`.
private func holding<Arguments, Result: Sendable>(
  _ value: Reentrant, answer: Result
) -> @Sendable (Arguments) throws -> Result {
  { _ in withExtendedLifetime(value) { answer } }
}

/// A fail-fast handler that alone holds `value`.
private func holding(_ value: Reentrant) -> FailFastHandler {
  { _, _ in withExtendedLifetime(value) {} }
}

/// Runs `body` on its own thread and says whether it finished within the
/// deadline: a deadlock fails the test instead of hanging it.
private func finishes(within seconds: Int = 10, _ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    body()
    done.signal()
  }
  return done.wait(timeout: .now() + .seconds(seconds)) == .success
}

/// `reset()` on recorders, stubs and mocks, and releasing user values
/// outside Dobby's locks.
struct StubResetTests {
  @Test func `a stub's reset forgets calls, reactions and use marks`() throws {
    let stub = Stub<Int, Int>(name: "numbers")
    let old = stub.on(1, return: 10)
    stub.on(2, return: 20)
    _ = try stub.invoke(1)
    stub.reset()
    #expect(stub.count == 0 && stub.values.isEmpty)
    #expect(stub.unusedReactions.isEmpty)
    #expect(throws: UnexpectedArguments.self) { try stub.invoke(1) }
    stub.on(1, return: 11)
    old.dispose()  // a forgotten reaction's handle removes nothing
    #expect(try stub.invoke(1) == 11)
    #expect(stub.values == [1, 1])
  }

  @Test func `a mock's reset forgets interactions and expectations`() {
    let mailer = Mock<String>(name: "mailer")
    mailer.expect("welcome")
    mailer.record("spam")
    #expect(!mailer.check().passed)
    mailer.reset()
    #expect(mailer.count == 0)
    #expect(mailer.check().passed)
    mailer.expect("news")
    mailer.record("news")
    #expect(mailer.check().passed)
    #expect(mailer.mode == PatternMode(strict: true, ordered: true))
  }

  @Test func `a fail-fast mock reports again after a reset`() {
    let mailer = Mock<String>(name: "mailer", failFast: true)
    let reports = Counter()
    mailer.failureHandler = { _, _ in reports.increment() }
    mailer.reject("spam")
    mailer.record("spam")
    mailer.reset()
    mailer.reject("spam")
    mailer.record("spam")
    #expect(reports.value == 2)
  }

  @Test func `a recorder's reset releases values whose deinit records into it`() {
    let recorder = Recorder<Reentrant>(name: "values")
    recorder.record(Reentrant { [recorder] in recorder.record(Reentrant {}) })
    #expect(finishes { recorder.reset() })
    #expect(recorder.count == 1)  // what the deinit recorded, after the reset
  }

  @Test func `a stub's reset releases arguments and reactions that call it`() {
    let stub = Stub<Reentrant, Int>(name: "reentrant", default: 0)
    stub.on(any(), holding(Reentrant { _ = try? stub.invoke(Reentrant {}) }, answer: 1))
    _ = try? stub.invoke(Reentrant { [stub] in _ = try? stub.invoke(Reentrant {}) })
    #expect(finishes { stub.reset() })
  }

  @Test func `disposing a reaction whose closure's deinit invokes the stub does not deadlock`() {
    let stub = Stub<Int, Int>(name: "reentrant", default: 0)
    let reaction = stub.on(1, holding(Reentrant { _ = try? stub.invoke(2) }, answer: 1))
    #expect(finishes { reaction.dispose() })
    #expect(stub.values == [2])
  }

  @Test func `replacing a mock's failure handler releases the old one outside the lock`() {
    let mailer = Mock<String>(name: "mailer", failFast: true)
    mailer.failureHandler = holding(Reentrant { _ = mailer.failureHandler })
    #expect(finishes { mailer.failureHandler = nil })
  }
}
