#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension PickerState.Entry {
  /// How many characters a save time takes in the picker:
  /// `2026-11-30 01:22:33`.
  package static let timeWidth = 19

  /// The time `seconds` since 1970 as the picker shows it, to the second
  /// so that recordings saved within one minute tell apart:
  /// `2026-11-30 01:22:33`.
  ///
  /// - Parameter utc: UTC instead of local time (for tests).
  package static func savedTime(secondsSince1970 seconds: Double, utc: Bool = false) -> String {
    var seconds = time_t(seconds.rounded(.down))
    var parts = tm()
    let converted = utc ? gmtime_r(&seconds, &parts) : localtime_r(&seconds, &parts)
    guard converted != nil else { return "" }
    func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
  }
}
