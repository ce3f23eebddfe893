extension PatternOracle.Case {
  /// The case with every value, recorded or expected, multiplied by
  /// `factor`: the same verdict (the map is one to one), but integers too
  /// far apart for the equality index's dense table (see `KeyTable`), so
  /// that a lane with more than one expected value is filed in the hashed
  /// one.
  func spread(by factor: Int) -> Self {
    var spread = self
    spread.rules = rules.map { rule in
      var rule = rule
      rule.matcher = rule.matcher.spread(by: factor)
      return rule
    }
    spread.events = events.map { event in
      var event = event
      event.value *= factor
      return event
    }
    return spread
  }
}

extension PatternOracle.MatcherSpec {
  /// The matcher of the values multiplied by `factor`.
  func spread(by factor: Int) -> Self {
    switch self {
    case .equals(let value): .equals(value * factor)
    case .any: .any
    case .not(let value): .not(value * factor)
    }
  }
}
