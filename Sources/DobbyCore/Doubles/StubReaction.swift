/// One reaction of a ``Stub``: a matcher, what it answers with, how many
/// times it may answer, and how many times it has.
@usableFromInline
struct StubReaction<Arguments: Sendable, Result: Sendable>: Sendable {
  /// A way of computing a result: the result itself, a handler that runs
  /// at once, or one that may suspend (answered only by an `async`
  /// invocation).
  ///
  /// Each case holds one reference, so that a call copies and releases
  /// an answer with one retain and one release, and an unspecialised
  /// call (a debug build) copies it without looking up its layout; a case
  /// with the call site beside the handler made each copy switch over the
  /// site's strings.
  @usableFromInline
  enum Answer: Sendable {
    case value(FixedAnswer)
    case sync(@Sendable (Arguments) throws -> Result)
    case async(AsyncAnswer)
  }

  /// A result answered as it is (`on(_:return:)`): a closure over it,
  /// built unspecialised, cost every call its thunks, a retain and a
  /// release, and a copy of the result through its type's witnesses.
  @usableFromInline
  final class FixedAnswer: Sendable {
    @usableFromInline let result: Result

    init(_ result: Result) { self.result = result }
  }

  /// A handler that may suspend, with where its reaction was added, for
  /// the error a synchronous invocation throws.
  @usableFromInline
  final class AsyncAnswer: Sendable {
    @usableFromInline let respond: @Sendable (Arguments) async throws -> Result
    @usableFromInline let site: CallSite

    init(_ respond: @escaping @Sendable (Arguments) async throws -> Result, _ site: CallSite) {
      self.respond = respond
      self.site = site
    }
  }

  @usableFromInline let id: Int
  @usableFromInline let matcher: Matcher<Arguments>
  /// The successive answers; the last one repeats. Never empty.
  @usableFromInline let answers: [Answer]
  /// How many times it may answer; `nil` for no limit.
  @usableFromInline let limit: Int?
  /// Where it was added.
  let callSite: CallSite
  /// The clock's tick when it was added: calls after it could reach it.
  let addedAt: UInt64
  /// Counts the invocations it has answered (its handler ran, whether it
  /// returned or threw), without the stub's lock: shared by its copies and
  /// its probe.
  @usableFromInline let usage = ReactionUses()

  /// How many invocations it has answered.
  var uses: Int { usage.count }

  /// Whether it has answered an invocation.
  var isUsed: Bool { uses > 0 }

  /// Whether an invocation must claim its use (``ReactionUses/claim(below:)``):
  /// the answer depends on how many came before, or the use may be the
  /// last. A plain reaction answers the same every time, and is only
  /// marked.
  var countsUses: Bool { limit != nil || answers.count > 1 }
}
