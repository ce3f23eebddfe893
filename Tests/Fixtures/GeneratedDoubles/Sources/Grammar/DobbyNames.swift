import Foundation

// Names clashing with Dobby's types.
public struct Stub: Sendable { public var id: Int }
public protocol Recorder { func record(_ stub: Stub) -> Pattern }
public struct Pattern: Sendable {}
public protocol Disposable { func dispose() }
public protocol Interaction { var matcher: Matcher { get } }
public struct Matcher {}
public protocol Timeline { func step() -> Timeline? }
public protocol Double { var value: Swift.Double { get } }
