/// A module with a type named like the library: generated code then
/// names the library's types through `DobbyCore`.
public struct Dobby: Sendable {
  public var name: String
}

/// A protocol that uses the module's `Dobby`.
public protocol Elf {
  func serve(_ master: Dobby) -> Bool
}
