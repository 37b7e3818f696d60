#define _GNU_SOURCE
#include "LineEditing.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <editline/readline.h>
#include <errno.h>
#include <poll.h>
#include <unistd.h>
#include "LuaShim.h"

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
static int read_character(FILE *stream);

// Only flags: the prompt's flag, and the Lua budget hook's (see shim_request_interrupt).
static void on_interrupt(int signal_number) {
    (void)signal_number;
    interrupted = 1;
    shim_request_interrupt();
}

void le_install_interrupts(void) {
    // Before anything initialises libedit (reading the history does): it takes the function
    // that reads characters when it starts.
    rl_getc_function = read_character;
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

// ---- Reading a line

// The prompt reads its characters here, not in libedit's read(): SIGINT stays blocked while a
// line is read, except inside ppoll, which unblocks it atomically, so a Ctrl-C is never lost
// between the prompt being drawn and the read blocking (with libedit's own read, one that came
// in that moment left the prompt waiting with the flag set). A Ctrl-C ends the line as Return
// would: readline returns what was typed, and the caller, seeing the flag, drops it. (Ending
// input instead does not work: libedit ignores the end of input on a line that is not empty.)
static int read_character(FILE *stream) {
    int fd = fileno(stream);
    sigset_t waiting;
    sigprocmask(SIG_BLOCK, NULL, &waiting);
    sigdelset(&waiting, SIGINT);
    for (;;) {
        if (interrupted) return '\r';
        struct pollfd input = { .fd = fd, .events = POLLIN, .revents = 0 };
        if (ppoll(&input, 1, NULL, &waiting) < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        unsigned char character;
        ssize_t count = read(fd, &character, 1);
        // A Ctrl-D typed in the instant before libedit puts the terminal in raw mode is an
        // end of file in cooked mode, which the terminal keeps as a NUL byte; read in raw mode,
        // it would become a character in the line, and every later Ctrl-D would ring the bell
        // instead of leaving. NUL is dropped (Ctrl-Space, which sends it, does nothing here).
        if (count == 1 && character == 0) continue;
        if (count == 1) return character;
        if (count < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        return -1;      // end of input, or an error
    }
}

char *le_readline(const char *prompt) {
    sigset_t blocked, previous;
    sigemptyset(&blocked);
    sigaddset(&blocked, SIGINT);
    sigprocmask(SIG_BLOCK, &blocked, &previous);
    char *line = readline(prompt);
    sigprocmask(SIG_SETMASK, &previous, NULL);
    return line;
}
