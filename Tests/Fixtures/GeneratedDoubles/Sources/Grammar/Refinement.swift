import Foundation

// Refinement chains and diamonds.
public protocol Base { func load() async throws -> Int; var name: String { get } }
public protocol Left: Base { func load() async throws -> Int; func left() }
public protocol Right: Base { func right() }
public protocol Diamond: Left, Right {}
