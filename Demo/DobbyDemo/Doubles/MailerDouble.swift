import DobbyCore

/// A mailer double that records every mail.
final class MailerDouble: Mailer {
  let sent = Recorder<Mail>(name: "mailer")

  func send(_ mail: Mail) { sent.record(mail) }
}
