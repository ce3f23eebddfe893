extension InteractionSnapshot {
  /// What the snapshot holds at one step.
  @available(*, deprecated, renamed: "Entry")
  public typealias Step = Entry
}
