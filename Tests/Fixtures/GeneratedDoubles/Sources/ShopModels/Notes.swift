import Foundation

/// Notes kept beside orders: Foundation types in a protocol, in a file
/// named like one in `Shop`.
public protocol NoteStore: Sendable {
  func note(_ id: UUID) async throws -> String?
  func save(_ text: String, at date: Date) -> UUID
  var location: URL { get }
}
