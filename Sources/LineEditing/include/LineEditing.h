// LineEditing: the REPL's terminal side in C. Line editing and history through libedit
// (BSD-licensed; its readline-compatible API), tab completion through a host callback, and
// Ctrl-C while a statement runs (a Lua hook that raises "interrupted!", as lua.c does).
#ifndef STAGEHAND_LINEEDITING_H
#define STAGEHAND_LINEEDITING_H

#include <lua5.4/lua.h>

/// Reads a line with editing; NULL at end of input (Ctrl-D). Free the result with le_free.
char *le_readline(const char *prompt);
void le_free(char *line);
void le_add_history(const char *line);
void le_read_history(const char *path);
void le_write_history(const char *path);

/// The host's completer: for the word being completed (`text`, with the whole line in
/// `line`), the `index`th candidate as a malloc'ed string, or NULL when there are no more.
typedef char *(*le_completer)(const char *line, const char *text, int index);
void le_set_completer(le_completer completer);

/// While a statement runs: Ctrl-C makes the running Lua code raise "interrupted!"; the
/// instruction-count hook (if any) is put back afterwards.
void le_catch_interrupts(lua_State *L);
void le_release_interrupts(void);

#endif
