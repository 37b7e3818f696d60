#include "LineEditing.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <editline/readline.h>
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
    rl_completion_append_character = '\0';
    return rl_completion_matches(text, generate);
}

void le_set_completer(le_completer completer) {
    the_completer = completer;
    rl_attempted_completion_function = complete;
    // Complete whole chains like `parent:add` and `app.window.root`.
    rl_basic_word_break_characters = " \t\n\"'`@$><=;|&{(,+-*/%^#~[]";
}

void le_set_append_space(int space) { rl_completion_append_character = space ? ' ' : '\0'; }

// ---- Ctrl-C

static volatile sig_atomic_t interrupted = 0;

// Only flags: the prompt's flag, and the Lua budget hook's (see shim_request_interrupt).
static void on_interrupt(int signal_number) {
    (void)signal_number;
    interrupted = 1;
    shim_request_interrupt();
}

void le_install_interrupts(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;      // no SA_RESTART: the prompt's read returns, so readline does
    sigaction(SIGINT, &action, NULL);
    // A parent may have started us with SIGINT blocked; Ctrl-C must reach the handler.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int le_take_interrupt(void) {
    int was = interrupted;
    interrupted = 0;
    return was;
}
