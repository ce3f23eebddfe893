/// A `nonisolated` requirement of a distributed actor double
/// (`nonisolated func watched() -> Bool`) cannot read the stubs its actor
/// keeps isolated, so the `PDoubleStubs` class keeps, under a lock, the
/// stubs of each live double by the double's identity; the double adds
/// its own when made, removes them when released, and its nonisolated
/// members look them up. The key is `ObjectIdentifier(self)`, not the
/// actor's `id`: hashing an `ActorID` would run the actor system's code
/// under the lock.
extension DoubleWriter {
  /// Whether the double has a `nonisolated` requirement of its own, which
  /// reads its stubs from the ones its `PDoubleStubs` class keeps.
  var readsStubsByIdentity: Bool {
    isDistributed
      && model.requirements.contains {
        $0.isNonisolatedInstanceMember && !isSynthesizedForDistributedActor($0)
      }
  }

  /// The expression a nonisolated member reads its stubs through.
  var stubsByIdentity: String { "\(stubsName).held(by: \(swiftName("ObjectIdentifier"))(self))" }

  /// The line of `init` that keeps the double's stubs, and the `deinit`
  /// that removes them; nothing when no requirement needs them.
  func keepingStubs() -> (initLines: [String], deinit: [String]) {
    guard readsStubsByIdentity else { return ([], []) }
    let identity = "\(swiftName("ObjectIdentifier"))(self)"
    return (
      ["    \(stubsName).keep(stubs, for: \(identity))"],
      ["", "  deinit { \(stubsName).forget(\(identity)) }"]
    )
  }

  /// The stubs class's lock-protected table of the doubles' stubs.
  func stubsTable() -> [String] {
    guard readsStubsByIdentity else { return [] }
    let identifier = swiftName("ObjectIdentifier")
    return [
      "",
      "  /// The stubs of each live double, which its nonisolated members read:",
      "  /// they cannot reach the stubs the actor keeps isolated.",
      "  private static let doubles = Synchronization.Mutex<[\(identifier): \(stubsName)]>([:])",
      "",
      "  /// Keeps the stubs of the double `double` identifies.",
      "  static func keep(_ stubs: \(stubsName), for double: \(identifier)) {",
      "    doubles.withLock { $0[double] = stubs }",
      "  }",
      "",
      "  /// Forgets the stubs of the double `double` identifies.",
      "  static func forget(_ double: \(identifier)) {",
      "    _ = doubles.withLock { $0.removeValue(forKey: double) }",
      "  }",
      "",
      "  /// The stubs of the double `double` identifies; new ones, which have",
      "  /// no reactions, for a reference to a double of another process.",
      "  static func held(by double: \(identifier)) -> \(stubsName) {",
      "    doubles.withLock { $0[double] } ?? \(stubsName)()",
      "  }",
    ]
  }
}

extension Requirement {
  /// A `nonisolated` member of an instance.
  var isNonisolatedInstanceMember: Bool { modifiers.contains("nonisolated") && !isStatic }
}
