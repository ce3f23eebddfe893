import CNcurses
import DobbyTUI
