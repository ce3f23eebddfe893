public import DobbyCore

extension Fixture {
  /// The production code that called a double, as a report's timeline
  /// keeps it: `OrderService.place(_:)` at
  /// `Sources/Shop/OrderService.swift:42`.
  public static let placeCaller = Caller(
    function: "OrderService.place(_:)",
    callSite: CallSite(
      fileID: "Shop/OrderService.swift", filePath: "/src/Sources/Shop/OrderService.swift",
      line: 42, column: 5))
}
