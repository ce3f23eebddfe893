@_exported public import DobbyCore
