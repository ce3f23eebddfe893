#include "CDobbyFrames.h"

#include "async_frames.h"

int dobby_async_context_is_valid(uintptr_t context, uintptr_t stack_bottom,
                                 uintptr_t stack_top) {
  return dobby_context_is_readable(context, stack_bottom, stack_top);
}

uintptr_t dobby_strip_code_address(uintptr_t address) {
  return dobby_strip_code_pointer(address);
}
