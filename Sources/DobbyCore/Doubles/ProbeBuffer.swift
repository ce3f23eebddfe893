/// The memory of a stub's published probes: ``count`` probes from
/// ``base`` on, set when the list is made and never changed.
///
/// Not generic: a call reads the address and the count without looking up
/// generic metadata, which unspecialised code (every call in a debug
/// build) did for the list's type, for its array of probes and for the
/// `Optional` answer a closure over them returned, on every call. The
/// list of a stub's own types (`StubReaction.ProbeList`) is a subclass
/// that sets the probes and deinitialises them.
@usableFromInline
class ProbeBuffer: @unchecked Sendable {
  // SAFETY: `base` and `count` are set in the initialiser and never
  // change; the probes they cover are `Sendable`, set by the subclass's
  // initialiser before the buffer is published, and never changed.

  /// The first probe's address.
  @usableFromInline let base: UnsafeMutableRawPointer
  /// How many probes there are.
  @usableFromInline let count: Int

  init(base: UnsafeMutableRawPointer, count: Int) {
    self.base = base
    self.count = count
  }
}
