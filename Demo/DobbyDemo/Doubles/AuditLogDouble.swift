public import DobbyCore

/// An audit log double that records every event.
public final class AuditLogDouble: AuditLog {
  public let events = Recorder<AuditEvent>(name: "audit")

  public init() {}

  public func log(_ event: AuditEvent) { events.record(event) }
}
