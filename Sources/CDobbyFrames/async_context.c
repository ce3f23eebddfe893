#include "CDobbyFrames.h"

#include "async_frames.h"

int dobby_async_context_is_valid(uintptr_t context, uintptr_t stack_bottom,
                                 uintptr_t stack_top) {
  if (context < dobby_low_memory_limit || context >= dobby_user_space_limit) return 0;
  if ((context & 15) != 0) return 0;
  if (context + 2 * sizeof(uintptr_t) < context) return 0;  // wraps around
  if (context >= stack_bottom && context < stack_top) return 0;
  if ((context & dobby_async_resume_flag) != 0) return 0;
  return 1;
}

uintptr_t dobby_strip_code_address(uintptr_t address) {
  return dobby_strip_code_pointer(address);
}
