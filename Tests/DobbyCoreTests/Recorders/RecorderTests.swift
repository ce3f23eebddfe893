import DobbyCore
import Testing

struct RecorderTests {
  @Test func `records values in order with the caller's call site`() {
    let recorder = Recorder<String>(name: "mailer")
    recorder.record("hello")
    recorder.record(
      "bye", fileID: "Shop/Checkout.swift", filePath: "/src/Checkout.swift", line: 7, column: 3)
    #expect(recorder.name == "mailer")
    #expect(recorder.values == ["hello", "bye"])
    #expect(recorder.count == 2)
    let sites = recorder.interactions.map(\.callSite)
    #expect(sites[0].fileID == "DobbyCoreTests/RecorderTests.swift")
    #expect(sites[0].filePath.hasSuffix("Tests/DobbyCoreTests/Recorders/RecorderTests.swift"))
    #expect(sites[0].line == 7)
    #expect(
      sites[1]
        == CallSite(
          fileID: "Shop/Checkout.swift", filePath: "/src/Checkout.swift", line: 7, column: 3))
    #expect(sites[1].description == "Shop/Checkout.swift:7:3")
  }

  @Test func `an unnamed recorder is named after its type, file and line`() {
    let (recorder, line) = (Recorder<Int>(), #line)
    #expect(recorder.name == "Int@RecorderTests.swift:\(line)")
  }

  @Test func `snapshot keeps only interactions up to the cut`() {
    let recorder = Recorder<Int>()
    recorder.record(1)
    recorder.record(2)
    let cut = LogicalClock.now
    recorder.record(3)
    let snapshot = recorder.snapshot(through: cut)
    #expect(snapshot.values == [1, 2])
    #expect(snapshot.interactions.allSatisfy { $0.timestamp <= cut })
    #expect(recorder.snapshot(through: 0).values.isEmpty)
  }

  @Test func `class instances are described at record time`() {
    let recorder = Recorder<Account>()
    let account = Account(balance: 10)
    recorder.record(account)
    account.balance = 99
    let described = recorder.snapshot(through: LogicalClock.now).describedValues
    #expect(described[0]?.summary() == "Account(balance: 10)")
  }

  @Test func `struct values are not described at record time`() {
    let recorder = Recorder<Int>()
    recorder.record(5)
    #expect(recorder.snapshot(through: LogicalClock.now).describedValues.isEmpty)
  }

  @Test func `reset forgets interactions`() {
    let recorder = Recorder<Int>()
    recorder.record(1)
    recorder.reset()
    #expect(recorder.interactions.isEmpty)
  }

  @Test func `observers hear each record until cancelled`() {
    let recorder = Recorder<Int>()
    let heard = Recorder<Int>(name: "heard")
    let observation = recorder.observeRecords { heard.record(1) }
    recorder.record(1)
    recorder.record(2)
    observation?.cancel()
    recorder.record(3)
    #expect(observation != nil)
    #expect(heard.count == 2)
  }
}

final class Account: @unchecked Sendable {
  var balance: Int
  init(balance: Int) { self.balance = balance }
}
