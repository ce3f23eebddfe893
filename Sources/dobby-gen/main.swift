import DobbyGen
import Foundation

// Thin: the work is in DobbyGen's GeneratorCommand, tested without a process.
do {
  let command = try GeneratorCommand(arguments: Array(CommandLine.arguments.dropFirst()))
  exit(command.run { print($0) })
} catch {
  FileHandle.standardError.write(Data((error.description + "\n").utf8))
  exit(2)
}
