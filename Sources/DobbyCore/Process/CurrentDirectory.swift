#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's current directory, or `nil` if it cannot be read.
package func currentDirectory() -> String? {
  guard let pointer = getcwd(nil, 0) else { return nil }
  defer { free(pointer) }
  return String(cString: pointer)
}
