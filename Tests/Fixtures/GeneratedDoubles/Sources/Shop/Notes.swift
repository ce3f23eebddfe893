import Foundation
import ShopModels

/// Reminders about notes, in a file named like one in `ShopModels`.
protocol Reminders {
  func remind(_ id: UUID, at date: Date)
  func pending(before date: Date) -> [UUID]
}
