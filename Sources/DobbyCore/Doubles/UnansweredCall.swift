/// What a stub called through `answer(_:)` (a double of a method that
/// cannot throw) reports when it cannot answer: a headline for the test
/// framework's first line, the stub's reactions under it, and the one line
/// it stops the process with.
///
/// ```text
/// stub "totals" cannot answer 3 in a call that cannot throw: no reaction matches
/// ```
/// ```text
/// dobby: stub totals has 1 reaction, newest first:
///   totals.on(== 4) at TotalsTests.swift:12
/// ```
/// ```text
/// dobby: stopping: stub "totals" cannot answer 3 in a call that cannot throw
/// ```
package struct UnansweredCall: Error, Sendable, Equatable {
  /// The failure in one line.
  package let headline: String
  /// The stub's reactions, ending with a line break.
  package let message: String
  /// The line written to standard error before the process stops.
  package let stopLine: String

  /// The report of `stub` invoked with `arguments`, which `error` stopped
  /// from being answered, for a stub whose reactions read as `reactions`.
  package init(stub: String, arguments: ValueTree, error: any Error, reactions: [String]) {
    let call =
      StubPhrase.call(of: stub, "cannot answer", arguments) + " in a call that cannot throw"
    let why: String
    switch error {
    case is UnexpectedArguments:
      why = "no reaction matches"
    case let error as AsyncReactionCalledSynchronously:
      why = "its reaction is async " + StubPhrase.line(of: error.reactionSite)
    default:
      why = "its reaction threw \(ValueTree(describing: error).summary(limit: 80))"
    }
    headline = call + ": " + why
    let name = DisplayText.escape(stub)
    if reactions.isEmpty {
      message = "dobby: stub \(name) has no reactions\n"
    } else {
      message =
        "dobby: stub \(name) has \(plural(reactions.count, "reaction")), newest first:\n"
        + reactions.map { "  \($0)\n" }.joined()
    }
    stopLine = "dobby: stopping: " + call
  }
}
