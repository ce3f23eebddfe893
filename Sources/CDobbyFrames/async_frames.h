#ifndef DOBBY_ASYNC_FRAMES_H
#define DOBBY_ASYNC_FRAMES_H

// What the frame walk needs to step from the frame the Swift executor
// resumed into the chain of async contexts of its awaiting callers. Each
// context begins with two words: the parent context, then the resume point
// in the caller that awaits it (its continuation).

#include <stdint.h>

#include "CDobbyFrames.h"

/// How many awaiting callers a walk follows at the most.
static const size_t dobby_async_chain_limit = 16;

/// Below this, an address is no heap memory (the zero page and its
/// neighbours): a context there is forged.
static const uintptr_t dobby_low_memory_limit = 1u << 16;

/// At and above this, an address is not the process's (x86_64's user space
/// ends at 2^47; arm64's, stripped of its signature, at 2^48 or 2^52).
#if defined(__x86_64__)
static const uintptr_t dobby_user_space_limit = (uintptr_t)1 << 47;
#else
static const uintptr_t dobby_user_space_limit = (uintptr_t)1 << 52;
#endif

#if defined(__APPLE__) && (defined(__arm64__) || defined(__x86_64__))
/// On Darwin, bit 60 of a saved frame pointer marks the frame of an async
/// function the executor resumed. (On Linux the compiler does not set it:
/// the walk knows that frame by the runtime code it returns into.)
static const uintptr_t dobby_async_frame_bit = (uintptr_t)1 << 60;
#endif

/// See `dobby_async_context_is_valid`: the walk's own, inlined form.
static inline int dobby_context_is_readable(uintptr_t context, uintptr_t stack_bottom,
                                            uintptr_t stack_top) {
  // Aligned, above the low pages and below the end of user space (which
  // also keeps the flag bit clear and the two words from wrapping around).
  if ((context & 15) != 0 || context - dobby_low_memory_limit
                                 >= dobby_user_space_limit - dobby_low_memory_limit) {
    return 0;
  }
  return context < stack_bottom || context >= stack_top;
}

/// `address` without a pointer-authentication signature (arm64e: the
/// instruction key; plain Linux arm64: `xpaclri`, a hint that is a no-op
/// before ARMv8.3); unchanged elsewhere.
static inline uintptr_t dobby_strip_code_pointer(uintptr_t address) {
#if __has_feature(ptrauth_calls)
  return (uintptr_t)__builtin_ptrauth_strip((void *)address, 0 /* ptrauth_key_asia */);
#elif defined(__aarch64__)
  register uintptr_t lr __asm__("x30") = address;
  __asm__("hint #7" : "+r"(lr));  // xpaclri
  return lr;
#else
  return address;
#endif
}

/// `pointer` without a data-key signature (arm64e only: the context's
/// parent is signed with a data key); unchanged elsewhere.
static inline uintptr_t dobby_strip_data_pointer(uintptr_t pointer) {
#if __has_feature(ptrauth_calls)
  return (uintptr_t)__builtin_ptrauth_strip((void *)pointer, 2 /* ptrauth_key_asda */);
#else
  return pointer;
#endif
}

#endif
