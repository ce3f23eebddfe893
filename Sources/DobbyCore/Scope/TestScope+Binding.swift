#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Binding a test scope between two calls rather than around a closure:
/// for a test framework that tells when a test starts and ends but runs
/// no code of ours around it (XCTest's observation of a plain
/// `XCTestCase`).
extension TestScope {
  /// Binds `scope` as the current task's test scope (on a thread that
  /// runs no task, the thread's, which a `Task {}` started there
  /// inherits) until ``leave()``, as `$bound.withValue(scope)` does
  /// around its closure.
  ///
  /// Each `enter(_:)` that returns `true` must be matched by one
  /// `leave()` on the same thread (or task), with every binding made in
  /// between already undone, as XCTest's start and end of one test case
  /// are.
  ///
  /// - Returns: Whether the scope is bound; `false` when the runtime does
  ///   not offer the binding.
  package static func enter(_ scope: ScopeRecord) -> Bool {
    guard let push = TaskLocalBinding.push else { return false }
    _activeTestScopes.add(1, ordering: .relaxed)
    // The runtime takes the value (+1) from the buffer, as
    // `withValue` hands it over.
    let value = UnsafeMutablePointer<ScopeRecord?>.allocate(capacity: 1)
    value.initialize(to: scope)
    push(
      UnsafeRawPointer(Unmanaged.passUnretained($bound).toOpaque()), UnsafeMutableRawPointer(value),
      unsafeBitCast(Optional<ScopeRecord>.self as Any.Type, to: UnsafeRawPointer.self))
    value.deallocate()
    return true
  }

  /// Undoes the last ``enter(_:)`` that returned `true`.
  package static func leave() {
    TaskLocalBinding.pop?()
  }
}

/// The runtime's entry points behind `TaskLocal.withValue`, looked up
/// once: push a value for a task-local (keyed by its `TaskLocal` object;
/// the value's address and type), and pop the last one pushed. They take
/// only pointers, which the Swift and C calling conventions pass alike.
private enum TaskLocalBinding {
  typealias Push =
    @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer, UnsafeRawPointer) ->
    Void
  typealias Pop = @convention(c) () -> Void

  static let push: Push? = symbol("swift_task_localValuePush").map {
    unsafeBitCast($0, to: Push.self)
  }
  static let pop: Pop? = symbol("swift_task_localValuePop").map {
    unsafeBitCast($0, to: Pop.self)
  }

  private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    guard let process = dlopen(nil, RTLD_NOW) else { return nil }
    return dlsym(process, name)
  }
}
