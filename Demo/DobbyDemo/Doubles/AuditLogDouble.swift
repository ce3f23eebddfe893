import DobbyCore

/// An audit log double that records every event.
final class AuditLogDouble: AuditLog {
  let events = Recorder<AuditEvent>(name: "audit")

  func log(_ event: AuditEvent) { events.record(event) }
}
