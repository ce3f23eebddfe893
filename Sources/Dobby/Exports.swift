@_exported public import DobbyCore
@_exported public import DobbyRecording
@_exported public import DobbySymbolication
