/// `number` with its thousands grouped: `1500` as `1,500`, `-1500000` as
/// `-1,500,000`.
package func grouped(_ number: Int) -> String {
  let digits = Array(String(number.magnitude))
  var result = number < 0 ? "-" : ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { result += "," }
    result.append(digit)
  }
  return result
}
