/// Something that checks recorded interactions against expectations: a
/// ``Pattern`` or a ``Mock``. In tests, `import Dobby` adds `verify()` to
/// every verifiable type.
public protocol Verifiable: Sendable {
  /// Verifies against everything recorded so far; no side effects.
  func check() -> VerificationReport
  /// Verifies as soon as the expectations are met, or at the deadline.
  func check(within duration: Duration) async -> VerificationReport
  /// Verifies as soon as the expectations are met, or at the deadline,
  /// blocking the calling thread: where there is no `await`, Swift picks
  /// this form of `check(within:)`.
  func check(within duration: Duration) -> VerificationReport
}

extension Pattern: Verifiable {}
extension Mock: Verifiable {}
