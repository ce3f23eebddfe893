import DobbyCore
