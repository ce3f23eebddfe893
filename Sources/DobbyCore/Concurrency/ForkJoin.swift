#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `background` on a second thread while `foreground` runs on this
/// one, and returns both results once both have finished: the one place
/// where the package runs its own work in parallel (a large recording is
/// read in two halves).
///
/// The caller keeps the two closures apart: neither may write what the
/// other reads. `background` may not escape this call; it is never
/// started after, nor running when, this function returns (a POSIX join
/// orders its writes before the caller's reads, which the thread
/// sanitizer understands). When no thread can be started, `background`
/// runs here, after `foreground`.
///
/// - Complexity: One thread start and join, plus the two closures.
package func forkJoin<Background, Foreground>(
  background: () -> Background, foreground: () -> Foreground
) -> (Background, Foreground) {
  withoutActuallyEscaping(background) { background in
    var result: Background?
    // SAFETY: the task reaches the new thread as a raw pointer, so the
    // compiler cannot check it; `result` and the closure's captures are
    // touched by that thread only, and read here only after
    // `pthread_join` has returned.
    let task = ForkedTask { result = background() }
    let context = Unmanaged.passRetained(task).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, nil,
      { context in
        Unmanaged<ForkedTask>.fromOpaque(context!).takeRetainedValue().body()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<ForkedTask>.fromOpaque(context).release()
      let front = foreground()
      return (background(), front)
    }
    let front = foreground()
    #if canImport(Darwin)
      pthread_join(thread!, nil)
    #else
      pthread_join(thread, nil)
    #endif
    return (result!, front)
  }
}

/// The work a ``forkJoin(background:foreground:)`` thread runs.
private final class ForkedTask {
  let body: () -> Void

  init(_ body: @escaping () -> Void) {
    self.body = body
  }
}
