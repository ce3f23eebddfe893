import Testing

@testable import DobbyCore

/// The probe board frees a replaced list only when no call reads it.
struct PublishedProbesTests {
  /// A list without probes.
  static func list() -> ProbeBuffer {
    ProbeBuffer(base: UnsafeMutableRawPointer(bitPattern: 16)!, count: 0)
  }

  @Test func `a list replaced while a call reads it is kept until a change finds no reader`() {
    let board = PublishedProbes()
    #expect(!board.isPublished)
    let first = Self.list()
    #expect(board.publish(first).isEmpty)
    #expect(board.isPublished)
    board._checkInvariants()
    let read = board.enter()
    #expect(read?.toOpaque() == Unmanaged.passUnretained(first).toOpaque())
    // Replaced during the read: retired, not handed back for release.
    #expect(board.publish(Self.list()).isEmpty)
    #expect(board.retiredLists() == [Unmanaged.passUnretained(first).toOpaque()])
    board._checkInvariants()
    board.leave()
    // The next change finds no reader: both replaced lists go.
    let released = board.publish(nil)
    #expect(released.count == 2)
    #expect(board.retiredLists().isEmpty)
    board._checkInvariants()
    PublishedProbes.release(released)
    #expect(!board.isPublished)
    #expect(board.enter() == nil)
  }
}
