internal import Dobby
internal import Foundation
import Ledger
internal import Testing

// A test target whose files import with access levels: its generated
// doubles write `internal import Dobby` and `internal import Foundation`
// (a plain import of either would be "ambiguous implicit access level"
// beside these), and import `Ledger` plainly, as this file does.

struct JournalTests {
  @Test func `a booking answers from its stub and is recorded`() async throws {
    let journal = JournalDouble()
    let id = UUID()
    let date = Date(timeIntervalSince1970: 86_400)
    journal.book.on(any(), return: id)
    journal.entry.on(id, return: date)
    journal.archiveGet.on(any(), return: URL(fileURLWithPath: "/ledger"))
    let service: any Journal = journal

    #expect(try await service.book(500, on: date) == id)
    #expect(service.entry(id) == date)
    #expect(service.archive.path == "/ledger")

    let pattern = Pattern()
    pattern.expect(matches((equals(500), equals(date))), in: journal.book)
    pattern.expect(id, in: journal.entry)
    pattern.expect(any(), in: journal.archiveGet)
    #expect(pattern.check().passed)
  }
}
