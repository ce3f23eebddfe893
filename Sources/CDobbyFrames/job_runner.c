#define _GNU_SOURCE
#include "CDobbyFrames.h"

#if defined(__linux__)
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/// The runtime's functions a resumed async function's frame sits below:
/// the one that runs a job on the thread that took it from its executor
/// (`swift::runJobInEstablishedExecutorContext`, local to the concurrency
/// runtime, so in the symbol table rather than the dynamic one), into which
/// the frame returns, and the entry points that call it (`swift_job_run…`),
/// into which the frame above it returns. A resumed function whose frame
/// record's return slot was reused (a funclet that tail-calls with
/// arguments on the stack) is found by the second. They are read from the
/// library, or from the executable when the runtime is linked statically.
static struct {
  const char *name;
  uintptr_t start;
  uintptr_t end;
} functions[] = {
    {"_ZN5swift34runJobInEstablishedExecutorContextEPNS_3JobE", 0, 0},
    {"swift_job_run", 0, 0},
    {"swift_job_run_on_task_executor", 0, 0},
    {"swift_job_run_on_serial_and_task_executor", 0, 0},
};
static const size_t function_count = sizeof(functions) / sizeof(functions[0]);

/// How far apart the entry points may lie to be taken as one range.
static const uintptr_t entries_span_limit = 1u << 12;

static pthread_once_t job_runner_once = PTHREAD_ONCE_INIT;

/// Fills in the ranges of `functions` found in the ELF file at `path`,
/// loaded at `base`; returns whether it found the job runner.
static int find_in_file(const char *path, uintptr_t base) {
  int file = open(path, O_RDONLY | O_CLOEXEC);
  if (file < 0) return 0;
  struct stat status;
  if (fstat(file, &status) != 0 || !S_ISREG(status.st_mode)
      || (size_t)status.st_size < sizeof(ElfW(Ehdr))) {
    close(file);
    return 0;
  }
  size_t size = (size_t)status.st_size;
  const unsigned char *image = mmap(NULL, size, PROT_READ, MAP_PRIVATE, file, 0);
  close(file);
  if (image == MAP_FAILED) return 0;
  const ElfW(Ehdr) *header = (const ElfW(Ehdr) *)image;
  if (memcmp(header->e_ident, ELFMAG, SELFMAG) != 0 || header->e_shentsize != sizeof(ElfW(Shdr))
      || header->e_shoff > size
      || (size_t)header->e_shnum * sizeof(ElfW(Shdr)) > size - header->e_shoff) {
    munmap((void *)image, size);
    return 0;
  }
  const ElfW(Shdr) *sections = (const ElfW(Shdr) *)(image + header->e_shoff);
  for (size_t index = 0; index < header->e_shnum; index++) {
    const ElfW(Shdr) *table = &sections[index];
    if (table->sh_type != SHT_SYMTAB || table->sh_link >= header->e_shnum) continue;
    const ElfW(Shdr) *strings = &sections[table->sh_link];
    if (table->sh_offset > size || table->sh_size > size - table->sh_offset
        || strings->sh_offset > size || strings->sh_size > size - strings->sh_offset) {
      continue;
    }
    const ElfW(Sym) *symbols = (const ElfW(Sym) *)(image + table->sh_offset);
    size_t count = table->sh_size / sizeof(ElfW(Sym));
    const char *names = (const char *)(image + strings->sh_offset);
    for (size_t symbol = 0; symbol < count; symbol++) {
      size_t name = symbols[symbol].st_name;
      if (ELF64_ST_TYPE(symbols[symbol].st_info) != STT_FUNC || name >= strings->sh_size) continue;
      for (size_t wanted = 0; wanted < function_count; wanted++) {
        size_t length = strlen(functions[wanted].name) + 1;
        if (strings->sh_size - name < length
            || memcmp(names + name, functions[wanted].name, length) != 0) {
          continue;
        }
        functions[wanted].start = base + symbols[symbol].st_value;
        functions[wanted].end = functions[wanted].start + symbols[symbol].st_size;
      }
    }
  }
  munmap((void *)image, size);
  return functions[0].end > functions[0].start;
}

/// Looks for the runner in the concurrency runtime's library.
static int find_in_runtime_library(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  (void)data;
  if (info->dlpi_name == NULL || strstr(info->dlpi_name, "libswift_Concurrency.") == NULL) {
    return 0;
  }
  return find_in_file(info->dlpi_name, (uintptr_t)info->dlpi_addr) ? 1 : 0;
}

/// Looks for the runner in the executable (the first object listed).
static int find_in_executable(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  (void)data;
  find_in_file("/proc/self/exe", (uintptr_t)info->dlpi_addr);
  return 1;
}

static void find_job_runner(void) {
  if (dl_iterate_phdr(find_in_runtime_library, NULL) == 0) {
    dl_iterate_phdr(find_in_executable, NULL);
  }
}

void dobby_job_runner_range(uintptr_t *start, uintptr_t *end) {
  pthread_once(&job_runner_once, find_job_runner);
  *start = functions[0].start;
  *end = functions[0].end;
}

void dobby_job_entries_range(uintptr_t *start, uintptr_t *end) {
  pthread_once(&job_runner_once, find_job_runner);
  uintptr_t low = functions[1].start;
  uintptr_t high = functions[1].end;
  for (size_t index = 2; index < function_count; index++) {
    if (functions[index].end <= functions[index].start) continue;
    uintptr_t newLow = functions[index].start < low ? functions[index].start : low;
    uintptr_t newHigh = functions[index].end > high ? functions[index].end : high;
    if (newHigh - newLow > entries_span_limit) continue;  // not side by side
    low = newLow;
    high = newHigh;
  }
  *start = low;
  *end = high;
}

#else

void dobby_job_runner_range(uintptr_t *start, uintptr_t *end) {
  *start = 0;
  *end = 0;
}

void dobby_job_entries_range(uintptr_t *start, uintptr_t *end) {
  *start = 0;
  *end = 0;
}

#endif
