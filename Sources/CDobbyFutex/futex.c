#include "CDobbyFutex.h"

#if defined(__linux__)
#include <linux/futex.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <unistd.h>

// Private futexes: the word is never shared with another process.

void dobby_futex_wait(void *word, uint32_t expected) {
  syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, NULL, NULL, 0);
}

void dobby_futex_wake_one(void *word) {
  syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
}
#else
void dobby_futex_wait(void *word, uint32_t expected) {
  (void)word;
  (void)expected;
}

void dobby_futex_wake_one(void *word) { (void)word; }
#endif
