@_exported public import DobbyCore
@_exported public import DobbyRecording
