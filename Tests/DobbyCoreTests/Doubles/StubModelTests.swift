import DobbyCore
import DobbyTestSupport
import Testing

/// A stub against a brute-force model of its rules: the newest live
/// reaction that matches and has uses left answers, with its answers in
/// turn; an unused reaction is shadowed by the newest reaction after it,
/// added before a call both match.
struct StubModelTests {
  /// A reaction as the model keeps it. Its `id` is also its `on` line.
  private struct Reaction {
    let id: Int
    let kind: Int  // 0: any(), 1: == key, 2: < key
    let key: Int
    let answers: [Int]
    let limit: Int?
    let addedAt: Int
    var uses = 0

    func accepts(_ value: Int) -> Bool {
      switch kind {
      case 0: true
      case 1: value == key
      default: value < key
      }
    }

    var matcher: Matcher<Int> {
      switch kind {
      case 0: any()
      case 1: equals(key)
      default: matches("< \(key)") { [key] in $0 < key }
      }
    }
  }

  private struct Model {
    var reactions: [Reaction] = []
    var calls: [(value: Int, at: Int)] = []

    mutating func invoke(_ value: Int, at time: Int) -> Int? {
      calls.append((value, time))
      for index in reactions.indices.reversed() {
        let reaction = reactions[index]
        guard reaction.accepts(value), reaction.limit.map({ reaction.uses < $0 }) ?? true else {
          continue
        }
        reactions[index].uses += 1
        return reaction.answers[min(reaction.uses, reaction.answers.count - 1)]
      }
      return nil
    }

    /// Each unused reaction's line and the line of what shadows it.
    var unused: [[Int?]] {
      reactions.indices.filter { reactions[$0].uses == 0 }.map { index in
        let reaction = reactions[index]
        for call in calls where call.at > reaction.addedAt && reaction.accepts(call.value) {
          if let newer = reactions[(index + 1)...].last(where: {
            $0.addedAt < call.at && $0.accepts(call.value)
          }) {
            return [reaction.id, newer.id]
          }
        }
        return [reaction.id, nil]
      }
    }
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func `the stub agrees with the model`(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let stub = Stub<Int, Int>(name: "model")
    var model = Model()
    var handles: [Int: Disposable] = [:]
    let site = Fixture.Site.thing
    for time in 1...60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3:
        let id = time
        let reaction = Reaction(
          id: id, kind: Int.random(in: 0..<3, using: &random),
          key: Int.random(in: 0..<6, using: &random),
          answers: (0..<Int.random(in: 1...3, using: &random)).map { 100 * id + $0 },
          limit: Bool.random(using: &random) ? Int.random(in: 1...3, using: &random) : nil,
          addedAt: time)
        model.reactions.append(reaction)
        let (matcher, limit, answers) = (reaction.matcher, reaction.limit, reaction.answers)
        // One to three results, passed one by one.
        switch answers.count {
        case 1:
          handles[id] = stub.on(
            matcher, times: limit, return: answers[0], fileID: site.fileID,
            filePath: site.filePath, line: UInt(id))
        case 2:
          handles[id] = stub.on(
            matcher, times: limit, return: answers[0], answers[1], fileID: site.fileID,
            filePath: site.filePath, line: UInt(id))
        default:
          handles[id] = stub.on(
            matcher, times: limit, return: answers[0], answers[1], answers[2],
            fileID: site.fileID, filePath: site.filePath, line: UInt(id))
        }
      case 3:
        guard let id = handles.keys.sorted().randomElement(using: &random) else { continue }
        handles.removeValue(forKey: id)?.dispose()
        model.reactions.removeAll { $0.id == id }
      case 4 where Int.random(in: 0..<8, using: &random) == 0:
        stub.reset()
        model = Model()
        handles = [:]
      default:
        let value = Int.random(in: 0..<6, using: &random)
        let expected = model.invoke(value, at: time)
        #expect((try? stub.invoke(value)) == expected, "seed \(seed), call \(value) at \(time)")
      }
      let unused = stub.unusedReactions.map { [$0.callSite.line, $0.shadowedBy?.callSite.line] }
      #expect(unused == model.unused, "seed \(seed) at \(time)")
    }
  }
}
