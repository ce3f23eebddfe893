import CDobbyFrames

/// Binding a test scope between two calls rather than around a closure:
/// for a test framework that tells when a test starts and ends but runs
/// no code of ours around it (XCTest's observation of a plain
/// `XCTestCase`).
extension TestScope {
  /// Binds `scope` as the current task's test scope (on a thread that
  /// runs no task, the thread's, which a `Task {}` started there
  /// inherits) until ``leave()``, as `$bound.withValue(scope)` does
  /// around its closure, through the same runtime entry points, which
  /// the package declares in C (`task_local_binding.h`) for the linker to
  /// bind.
  ///
  /// Each `enter(_:)` must be matched by one `leave()` on the same thread
  /// (or task), with every binding made in between already undone, as
  /// XCTest's start and end of one test case are.
  package static func enter(_ scope: ScopeRecord) {
    _activeTestScopes.add(1, ordering: .relaxed)
    // The runtime takes the value (+1) from the buffer, as `withValue`
    // hands it over.
    let value = UnsafeMutablePointer<ScopeRecord?>.allocate(capacity: 1)
    value.initialize(to: scope)
    dobby_task_local_push(
      UnsafeRawPointer(Unmanaged.passUnretained($bound).toOpaque()), UnsafeMutableRawPointer(value),
      unsafeBitCast(Optional<ScopeRecord>.self as Any.Type, to: UnsafeRawPointer.self))
    value.deallocate()
  }

  /// Undoes the last ``enter(_:)``.
  package static func leave() {
    dobby_task_local_pop()
  }
}
