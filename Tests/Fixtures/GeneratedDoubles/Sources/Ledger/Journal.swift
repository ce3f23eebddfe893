public import Foundation

/// A journal that books amounts on dates: Foundation types in a public
/// protocol of a module that imports with access levels.
public protocol Journal: Sendable {
  func book(_ cents: Int, on date: Date) async throws -> UUID
  func entry(_ id: UUID) -> Date?
  var archive: URL { get }
}
