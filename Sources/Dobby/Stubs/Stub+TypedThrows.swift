// A double of a method with typed throws, `throws(E)`, can throw only `E`:
// an error of that type from a reaction reaches the caller, and anything
// else (nothing answers, or a reaction throws another error) takes the
// path of a call that cannot throw.

extension Stub {
  /// Records a call with `arguments` and answers it, for a double of a
  /// method that throws only `Failure`.
  ///
  /// ```swift
  /// func load(_ id: Int) throws(LoadError) -> Data {
  ///   try loads.answer(id, throwing: LoadError.self)
  /// }
  /// ```
  ///
  /// - Returns: The newest matching reaction's result, or the stub's default.
  /// - Throws: The reaction's error when it is a `Failure`. Any other
  ///   error fails the running test and stops, as `answer(_:)` does.
  public func answer<Failure: Error>(
    _ arguments: Arguments, throwing failure: Failure.Type, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws(Failure) -> Result {
    do {
      return try invoke(arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch let error as Failure {
      throw error
    } catch {
      stopUnanswered(
        arguments, error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  /// Records a call with `arguments` and answers it, awaiting an `async`
  /// reaction, for a double of an `async` method that throws only
  /// `Failure`.
  ///
  /// - Returns: The newest matching reaction's result, or the stub's default.
  /// - Throws: The reaction's error when it is a `Failure`. Any other
  ///   error fails the running test and stops, as `answer(_:)` does.
  public func answer<Failure: Error>(
    _ arguments: Arguments, throwing failure: Failure.Type, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async throws(Failure) -> Result {
    do {
      return try await invoke(
        arguments, fileID: fileID, filePath: filePath, line: line, column: column)
    } catch let error as Failure {
      throw error
    } catch {
      stopUnanswered(
        arguments, error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
