import Foundation

// A double of a method that cannot throw calls its stub with `answer`: the
// stub answers as `invoke` does, and when it cannot (no reaction matches
// and the result has no default, or the reaction throws), the running
// test fails at the production code's line and the process stops with one
// line, since a method that cannot throw has nothing to return.

extension Stub {
  /// Records a call with `arguments` and answers it, for a double of a
  /// method that cannot throw.
  ///
  /// ```swift
  /// final class CatalogDouble: Catalog {
  ///   let prices = Stub<(String, Int), Int>(name: "prices")
  ///   func price(of sku: String, quantity: Int) -> Int { prices.answer((sku, quantity)) }
  /// }
  /// ```
  ///
  /// When the stub cannot answer (no reaction matches and the result is
  /// neither `Void`, an `Optional`, nor the stub's default; or the reaction
  /// throws), the running test fails at the line of the code that called
  /// the double, naming the stub, the arguments and its reactions, and the
  /// process then stops with one line on standard error:
  ///
  /// ```text
  /// stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw: no reaction matches
  /// dobby: stub prices has 1 reaction, newest first:
  ///   prices.on(== ("SKU-1", 2)) at CatalogTests.swift:12
  /// dobby: stopping: stub "prices" cannot answer ("SKU-9", 1) in a call that cannot throw
  /// ```
  ///
  /// Under XCTest the failure is at the double's line, since `XCTFail` takes
  /// only a compiled file name; the message names the caller.
  ///
  /// - Returns: The newest matching reaction's result, or the stub's default.
  @inlinable @inline(__always)
  public func answer(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Result {
    // Inlinable, with `invoke`, so that a double's module specialises the
    // call for its types; the failure is made out of line.
    do {
      return try invoke(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
      stopUnanswered(
        arguments, error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Fails the running test with the call `error` left unanswered, then
  /// stops: what `answer(_:)` does when nothing answers. The frames it
  /// captures start in the package, which the caller's lookup skips.
  @usableFromInline
  func stopUnanswered(
    _ arguments: Arguments, _ error: any Error, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) -> Never {
    Self.stop(
      failed(
        arguments, error, frames: Self.callerFrames(), fileID: fileID, filePath: filePath,
        line: line, column: column))
  }

  /// Answers as ``answer(_:fileID:filePath:line:column:)`` does, but when
  /// nothing answers, fails the running test and returns the failure
  /// instead of stopping: what a test of the failure calls.
  package func answerOrFail(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Swift.Result<Result, UnansweredCall> {
    do {
      return .success(
        try invoke(arguments, fileID: fileID, filePath: filePath, line: line, column: column))
    } catch {
      return .failure(
        failed(
          arguments, error, frames: Self.callerFrames(), fileID: fileID, filePath: filePath,
          line: line, column: column))
    }
  }

  /// Records a call with `arguments` and answers it, awaiting an `async`
  /// reaction, for a double of an `async` method that cannot throw; fails
  /// the test and stops as the synchronous `answer(_:)` does.
  ///
  /// - Returns: The newest matching reaction's result, or the stub's default.
  @inlinable @inline(__always)
  public func answer(
    _ arguments: Arguments, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> Result {
    do {
      return try await invoke(
        arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
      stopUnanswered(
        arguments, error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Records a call of a method with several parameters, its arguments as
  /// one tuple, and answers it; deprecated: `prices.answer((sku, quantity))`.
  ///
  /// - Returns: The newest matching reaction's result, or the stub's default.
  @available(*, deprecated, message: "pass the arguments as one tuple: answer((sku, quantity))")
  @inlinable
  public func answer<each Argument>(
    _ argument: repeat each Argument, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Result where Arguments == (repeat each Argument) {
    answer((repeat each argument), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Records a call without arguments on a `Stub<Void, Result>` and
  /// answers it; deprecated: `func next() -> Int { counter.answer(()) }`.
  ///
  /// - Returns: The newest matching reaction's result, or the stub's default.
  @available(*, deprecated, message: "pass the empty tuple: answer(())")
  @inlinable
  public func answer(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Result where Arguments == Void {
    answer((), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The call with `arguments` that `error` left unanswered, once it
  /// failed the running test (see ``fail(_:frames:fileID:filePath:line:column:)``).
  /// The frames are the caller's: captured where the double was called.
  func failed(
    _ arguments: Arguments, _ error: any Error, frames: CallerFrames, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) -> UnansweredCall {
    let call = unanswered(arguments, error)
    Self.fail(
      call, frames: frames, fileID: fileID, filePath: filePath, line: line, column: column)
    return call
  }

  /// Fails the running test with `call`'s report, at the production line
  /// `frames` lead to (else at the double's).
  static func fail(
    _ call: UnansweredCall, frames: CallerFrames, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let caller = CallerSymbolicator.caller(of: frames)
    var message = call.message
    if let caller {
      let place = caller.callSite.map { " at \($0.fileID):\($0.line)" } ?? ""
      message += "called from: \(caller.function)\(place)\n"
    }
    TestFailure.record(
      headline: call.headline, message: message, at: caller?.callSite, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Stops the process with `call`'s one line: a method that cannot throw
  /// has nothing to return.
  static func stop(_ call: UnansweredCall) -> Never {
    StandardError.print(call.stopLine)
    exit(EXIT_FAILURE)
  }
}
