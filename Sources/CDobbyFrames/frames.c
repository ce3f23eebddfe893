#define _GNU_SOURCE
#include "CDobbyFrames.h"

#include <pthread.h>

/// How far above a frame the next one may be: larger gaps mean the saved
/// value is not a frame pointer.
static const uintptr_t max_frame_size = 1u << 20;

/// The top of the calling thread's stack, read once per thread: a walk
/// never reads at or above it, so a frame without a frame pointer (whose
/// saved value is garbage) cannot send it into unmapped memory.
static __thread uintptr_t stack_top;

static uintptr_t current_stack_top(void) {
  if (stack_top == 0) {
    pthread_attr_t attributes;
    void *base = NULL;
    size_t size = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      if (pthread_attr_getstack(&attributes, &base, &size) != 0) size = 0;
      pthread_attr_destroy(&attributes);
    }
    // Without a known stack, 1 stays: every walk stops at its first frame.
    stack_top = size > 0 ? (uintptr_t)base + size : 1;
  }
  return stack_top;
}

// Not inlined: the skip counts from this function's own frame.
__attribute__((noinline)) size_t dobby_return_addresses(uintptr_t *out, size_t max,
                                                        size_t skip) {
  uintptr_t *frame = (uintptr_t *)__builtin_frame_address(0);
  const uintptr_t top = current_stack_top();
  size_t count = 0;
  size_t skipped = 0;
  while (frame != NULL && count < max && (uintptr_t)(frame + 2) <= top) {
    uintptr_t *next = (uintptr_t *)frame[0];
    uintptr_t returnAddress = frame[1];
    if (returnAddress == 0) break;
    if (skipped < skip) {
      skipped += 1;
    } else {
      out[count++] = returnAddress;
    }
    if (next <= frame || (uintptr_t)next - (uintptr_t)frame > max_frame_size
        || ((uintptr_t)next & (sizeof(uintptr_t) - 1)) != 0) {
      break;
    }
    frame = next;
  }
  return count;
}

void dobby_capture_frames(dobby_frames *frames) {
  size_t capacity = sizeof(frames->slots) / sizeof(frames->slots[0]);
  // Skip the returns into this function and into its caller.
  size_t count = dobby_return_addresses(frames->slots, capacity, 2);
  for (size_t index = count; index < capacity; index++) frames->slots[index] = 0;
}
