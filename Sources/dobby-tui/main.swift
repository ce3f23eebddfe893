import DobbyTUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Launcher.run(arguments: Array(CommandLine.arguments.dropFirst())))
