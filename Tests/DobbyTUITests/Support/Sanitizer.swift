#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which sanitizer the test process runs under.
enum Sanitizer {
  /// Whether the thread sanitizer's runtime is loaded in this process.
  static let threadIsActive: Bool = dlsym(nil, "__tsan_init") != nil
}
