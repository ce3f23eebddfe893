#ifndef DOBBY_CNCURSES_SHIM_H
#define DOBBY_CNCURSES_SHIM_H

// ncursesw with wide-character entry points.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <langinfo.h>
#include <locale.h>
#include <ncursesw/curses.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// ncurses exposes its state as mutable C globals and macros, which Swift 6
// strict concurrency cannot read directly; these accessors reach them.
static inline WINDOW *dobby_stdscr(void) { return stdscr; }
static inline int dobby_lines(void) { return LINES; }
static inline int dobby_cols(void) { return COLS; }
static inline int dobby_colors(void) { return COLORS; }
static inline int dobby_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int dobby_key_resize(void) { return KEY_RESIZE; }
static inline attr_t dobby_a_bold(void) { return A_BOLD; }
static inline attr_t dobby_a_reverse(void) { return A_REVERSE; }
static inline attr_t dobby_a_underline(void) { return A_UNDERLINE; }
static inline attr_t dobby_a_dim(void) { return A_DIM; }
static inline attr_t dobby_a_normal(void) { return A_NORMAL; }

// Starting and stopping: newterm (unlike initscr) returns NULL on failure
// instead of exiting, so the caller can fall back to plain output.
static inline SCREEN *dobby_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline int dobby_stdout_is_tty(void) { return isatty(STDOUT_FILENO); }
static inline int dobby_stdin_is_tty(void) { return isatty(STDIN_FILENO); }

// Whether the locale's character set is UTF-8.
static inline int dobby_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

// Installs a plain signal handler (no SA_RESTART, so a blocked read
// returns) through sigaction, and unblocks the signal in case the parent
// left it blocked. A NULL handler restores the default.
static inline int dobby_install_signal(int signal_number, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler != NULL ? handler : SIG_DFL;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  if (sigaction(signal_number, &action, NULL) != 0) return -1;
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal_number);
  return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

// Reading keys: the wide-character getch, with its key-code marker.
static inline int dobby_get_wch(wint_t *key) { return wget_wch(stdscr, key); }
static inline int dobby_key_code_yes(void) { return KEY_CODE_YES; }

// Drawing one cell: a spacing character (plus combining ones) with
// attributes and a colour pair.
static inline int dobby_put_cell(int row, int column, const wchar_t *text, attr_t attributes,
                                 short pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
  return mvwadd_wch(stdscr, row, column, &cell);
}

// The mouse, with --mouse.
static inline mmask_t dobby_mouse_events(void) {
  return BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED;
}
static inline int dobby_read_mouse(int *row, int *column, int *wheel) {
  MEVENT event;
  if (getmouse(&event) != OK) return ERR;
  *row = event.y;
  *column = event.x;
  *wheel = (event.bstate & BUTTON4_PRESSED) ? -1 : (event.bstate & BUTTON5_PRESSED) ? 1 : 0;
  return OK;
}

#endif
