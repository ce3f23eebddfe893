/// One replayed recorder at the clock cut.
struct ReplayedRecorder {
  let summary: RecorderSummary
  /// The interactions' ticks, in recording order.
  let timestamps: [UInt64]
  let callSites: RecorderCallSites
  /// Binds the rules `ids` of the table (this lane's, ascending) to its
  /// values.
  let bind: (_ rules: RuleTable, _ ids: [Int32]) -> any RecorderRules
  let deferred: ValueTreeCache
  /// The class instances described when recorded that describe otherwise
  /// now: their indices in the lane, and how they are now.
  var changed: [(index: Int, current: ValueTree)] = []
  /// The interactions other tests recorded, left out of the lane.
  var foreign: [ForeignInteraction] = []
}
