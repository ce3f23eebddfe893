public import DobbyCore

/// A mailer double that records every mail.
public final class MailerDouble: Mailer {
  public let sent = Recorder<Mail>(name: "mailer")

  public init() {}

  public func send(_ mail: Mail) { sent.record(mail) }
}
