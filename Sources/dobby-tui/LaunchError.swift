import DobbyCore
import DobbyRecording
import Foundation

/// Something that keeps `dobby-tui` from showing a recording: one line,
/// exit status 2.
struct LaunchError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
