#include "CDobbyTestStart.h"

#include <string.h>

/// Whether `path` names a test runner: an `.xctest` bundle or a file in
/// one (which also hosts Swift Testing on Linux).
static int dobby_is_test_runner(const char *path) {
  if (path == NULL) return 0;
  size_t length = strlen(path);
  size_t suffix = strlen(".xctest");
  if (length >= suffix && strcmp(path + length - suffix, ".xctest") == 0) return 1;
  return strstr(path, ".xctest/") != NULL;
}

/// Runs as the process loads (after the Swift runtime's own loading
/// work, which is linked first): a test runner starts Dobby's observation
/// of its tests; any other process is left alone.
__attribute__((constructor)) static void dobby_test_start(int argc, char **argv, char **envp) {
  (void)envp;
  if (argc < 1 || argv == NULL || !dobby_is_test_runner(argv[0])) return;
  dobby_test_process_did_load();
}
