public import DobbyCore

/// A mailer double that records every mail.
public final class MailerDouble: Mailer {
  public let sent = Recorder<Mail>(name: "mailer")

  public init() {}

  public func send(_ mail: Mail) { sent.record(mail) }
}

/// An audit log double that records every event.
public final class AuditLogDouble: AuditLog {
  public let events = Recorder<AuditEvent>(name: "audit")

  public init() {}

  public func log(_ event: AuditEvent) { events.record(event) }
}
