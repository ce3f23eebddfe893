/// `count` and the noun that agrees with it: `1 interaction`,
/// `2 interactions`, `0 mismatches` (pass `pluralForm` where adding an
/// `s` is wrong).
package func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
  "\(count) " + (count == 1 ? singular : pluralForm ?? singular + "s")
}
