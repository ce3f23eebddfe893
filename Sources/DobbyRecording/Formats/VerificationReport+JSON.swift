import DobbyCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension VerificationReport {
  /// The report as one JSON document with sorted keys.
  func jsonText() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else {
      return #"{"error":"the report could not be encoded"}"# + "\n"
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
