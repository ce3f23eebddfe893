public import DobbyCore
