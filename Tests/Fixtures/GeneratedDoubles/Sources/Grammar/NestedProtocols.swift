import Foundation

// Nested protocols.
public enum Outer { public protocol Inner { func call() } }
public enum Other { public protocol Inner { func call() } }
