#ifndef CDOBBYFUTEX_H
#define CDOBBYFUTEX_H

#include <stdint.h>

/// Sleeps while the 32-bit word at `word` holds `expected`, until
/// `dobby_futex_wake_one` on the same word wakes it (or a spurious wake-up
/// does: the caller checks its condition again). Returns at once where the
/// word holds another value. Linux only; elsewhere it returns at once.
///
/// The word is read and compared by the kernel, atomically with going to
/// sleep: a wake between the caller's last look at the word and the sleep
/// is not lost.
void dobby_futex_wait(void *word, uint32_t expected);

/// Wakes one thread sleeping in `dobby_futex_wait` on `word`, if any.
void dobby_futex_wake_one(void *word);

#endif
