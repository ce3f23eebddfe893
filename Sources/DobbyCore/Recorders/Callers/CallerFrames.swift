import CDobbyFrames

/// The return addresses above a recorded interaction: where the code that
/// called the test double is, before anything knows its name.
///
/// A recorder captures them on every `record` (a frame-pointer walk of a
/// few nanoseconds). In async code the walk goes on past the frame the
/// executor resumed through the chain of async contexts, whose awaiting
/// callers' resume points it keeps, marked with ``asyncResumeFlag``. `verify()` turns them into a ``Caller`` through
/// ``VerificationReport/resolvingCallers(_:)``. They are only meaningful in
/// the process that captured them, so recordings keep the resolved caller
/// instead.
public struct CallerFrames: Sendable, Hashable {
  /// Up to ``capacity`` addresses, innermost first; 0 past the last.
  @usableFromInline var slots: (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt)

  /// How many return addresses a capture keeps: enough to climb from
  /// `record` through the package's frames, the double's method and its
  /// thunks to the code under test, in debug and release builds.
  public static let capacity = 8

  /// The bit that marks an address as an async resume point (the
  /// continuation of an awaiting caller, found in its async context)
  /// rather than a return address. No process address has it.
  public static let asyncResumeFlag: UInt = 1 << 63

  /// No frames (capture off, or a recorder that does not capture).
  @inlinable
  public init() { slots = (0, 0, 0, 0, 0, 0, 0, 0) }

  /// The frames of `addresses` (innermost first; at most ``capacity``).
  public init(_ addresses: [UInt]) {
    self.init()
    withUnsafeMutableBytes(of: &slots) { raw in
      for (index, address) in addresses.prefix(Self.capacity).enumerated() {
        raw.storeBytes(of: address, toByteOffset: index * MemoryLayout<UInt>.stride, as: UInt.self)
      }
    }
  }

  /// The captured addresses, innermost first (resume points flagged).
  public var addresses: [UInt] {
    withUnsafeBytes(of: slots) { raw in
      Array(raw.bindMemory(to: UInt.self).prefix { $0 != 0 })
    }
  }

  /// Whether nothing was captured.
  @inlinable
  public var isEmpty: Bool { slots.0 == 0 }

  @inlinable
  public static func == (lhs: CallerFrames, rhs: CallerFrames) -> Bool {
    lhs.slots.0 == rhs.slots.0 && lhs.slots.1 == rhs.slots.1 && lhs.slots.2 == rhs.slots.2
      && lhs.slots.3 == rhs.slots.3 && lhs.slots.4 == rhs.slots.4 && lhs.slots.5 == rhs.slots.5
      && lhs.slots.6 == rhs.slots.6 && lhs.slots.7 == rhs.slots.7
  }

  public func hash(into hasher: inout Hasher) {
    withUnsafeBytes(of: slots) { hasher.combine(bytes: $0) }
  }
}

/// The return addresses above the caller of this function, on the calling
/// thread's stack.
///
/// - Complexity: O(``CallerFrames/capacity``): a few nanoseconds.
///
/// A free function, not a static method: an optimised build would make
/// such a method, whose metatype goes unused, a thunk around a copy of
/// itself, a frame that took the first of the eight places and copied
/// the addresses once more. No closure: in a debug build, one would add
/// frames of its own.
@usableFromInline @inline(never)
func _captureCallerFrames() -> CallerFrames {
  // The same eight words, in the same order: taken as they are.
  unsafeBitCast(dobby_capture_frames(), to: CallerFrames.self)
}
