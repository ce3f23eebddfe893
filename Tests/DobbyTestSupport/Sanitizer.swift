#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which sanitizer the test process runs under.
public enum Sanitizer {
  /// Whether the thread sanitizer's runtime is loaded in this process.
  public static let threadIsActive: Bool = dlsym(nil, "__tsan_init") != nil
}
