#include "LineEditing.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <editline/readline.h>
#include <lua5.4/lauxlib.h>
#include "LuaShim.h"

char *le_readline(const char *prompt) { return readline(prompt); }
void le_free(char *line) { free(line); }
void le_add_history(const char *line) { if (line && *line) add_history(line); }
void le_read_history(const char *path) { read_history(path); }
void le_write_history(const char *path) { write_history(path); }

// ---- Completion

static le_completer the_completer = NULL;

static char *generate(const char *text, int state) {
    if (!the_completer) return NULL;
    return the_completer(rl_line_buffer ? rl_line_buffer : "", text, state);
}

static char **complete(const char *text, int start, int end) {
    (void)start; (void)end;
    rl_attempted_completion_over = 1;     // no file-name completion
    return rl_completion_matches(text, generate);
}

void le_set_completer(le_completer completer) {
    the_completer = completer;
    rl_attempted_completion_function = complete;
    // Complete whole chains like `parent:add` and `app.window.root`.
    rl_basic_word_break_characters = " \t\n\"'`@$><=;|&{(,+-*/%^#~[]";
}

// ---- Ctrl-C (lua.c's laction/lstop)

static lua_State *interrupted_state = NULL;

static void stop(lua_State *L, lua_Debug *ar) {
    (void)ar;
    ShimState *S = shim_info(L);
    // Put the instruction budget's hook back (if there is a budget), then raise.
    lua_sethook(L, NULL, 0, 0);
    shim_set_limits(L, S->limit, S->instructionLimit);
    luaL_error(L, "interrupted!");
}

static void on_interrupt(int signal_number) {
    signal(signal_number, SIG_DFL);   // a second Ctrl-C kills, as in lua.c
    if (interrupted_state) lua_sethook(interrupted_state, stop, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
}

void le_catch_interrupts(lua_State *L) {
    interrupted_state = L;
    signal(SIGINT, on_interrupt);
    // A parent may have started us with SIGINT blocked; Ctrl-C must reach the handler.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

void le_release_interrupts(void) {
    signal(SIGINT, SIG_DFL);
    interrupted_state = NULL;
}
