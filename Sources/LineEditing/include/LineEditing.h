// LineEditing: the REPL's terminal side in C. Line editing and history through libedit
// (BSD-licensed; its readline-compatible API), tab completion through a host callback, and
// Ctrl-C: a cleared line at the prompt, "interrupted!" in a running statement (as lua.c and
// python do), the session kept either way.
#ifndef STAGEHAND_LINEEDITING_H
#define STAGEHAND_LINEEDITING_H

/// Reads a line with editing; NULL at end of input (Ctrl-D). A Ctrl-C ends the line at once:
/// le_take_interrupt() then answers 1 and the line is to be dropped. Free the result with
/// le_free.
char *le_readline(const char *prompt);
void le_free(char *line);
void le_add_history(const char *line);
void le_read_history(const char *path);
void le_write_history(const char *path);

/// The host's completer: for the word being completed (`text`, with the whole line in
/// `line`), the `index`th candidate as a malloc'ed string, or NULL when there are no more.
typedef char *(*le_completer)(const char *line, const char *text, int index);
void le_set_completer(le_completer completer);

/// Whether a completion that is the only candidate gets a space after it (set from the
/// completer while it answers; no space unless it asks, so `vc:viewDidL` becomes
/// `vc:viewDidLoad` ready for its `(`).
void le_set_append_space(int space);

/// Ctrl-C for the whole session: a handler that only sets flags. At the prompt, le_readline
/// returns the line so far and le_take_interrupt() answers 1 (a line to drop, not a statement);
/// while a statement runs, the Lua code stops with "interrupted!" (shim_request_interrupt).
void le_install_interrupts(void);
/// Whether Ctrl-C was pressed since the last call; clears the flag.
int le_take_interrupt(void);

#endif
