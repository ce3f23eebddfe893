#ifndef DOBBY_CNCURSES_SHIM_H
#define DOBBY_CNCURSES_SHIM_H

// ncursesw with wide-character entry points.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <ncursesw/curses.h>
#include <signal.h>
#include <stdio.h>
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

#endif
