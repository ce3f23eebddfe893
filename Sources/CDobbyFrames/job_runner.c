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

/// The runtime function that runs a job on the thread that took it from
/// its executor: a resumed async function's frame returns into it. It is
/// local to the concurrency runtime, so it is in the symbol table (not the
/// dynamic one) of the library, or of the executable when the runtime is
/// linked statically.
static const char job_runner_symbol[] =
    "_ZN5swift34runJobInEstablishedExecutorContextEPNS_3JobE";

static pthread_once_t job_runner_once = PTHREAD_ONCE_INIT;
static uintptr_t job_runner_start;
static uintptr_t job_runner_end;

/// The range of `job_runner_symbol` in the ELF file at `path`, loaded at
/// `base`; 0 when the file has no such symbol.
static int find_in_file(const char *path, uintptr_t base) {
  int found = 0;
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
  for (size_t index = 0; index < header->e_shnum && !found; index++) {
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
      if (ELF64_ST_TYPE(symbols[symbol].st_info) != STT_FUNC || name >= strings->sh_size
          || strings->sh_size - name < sizeof(job_runner_symbol)
          || memcmp(names + name, job_runner_symbol, sizeof(job_runner_symbol)) != 0) {
        continue;
      }
      job_runner_start = base + symbols[symbol].st_value;
      job_runner_end = job_runner_start + symbols[symbol].st_size;
      found = 1;
      break;
    }
  }
  munmap((void *)image, size);
  return found;
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
  *start = job_runner_start;
  *end = job_runner_end;
}

#else

void dobby_job_runner_range(uintptr_t *start, uintptr_t *end) {
  *start = 0;
  *end = 0;
}

#endif
