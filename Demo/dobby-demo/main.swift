import DobbyCore
import DobbyDemo

for scenario in Scenarios.all {
  let report = scenario.run()
  print("== \(scenario.name): \(scenario.summary)")
  print(report.plainText)
}
