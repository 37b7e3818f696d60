// Process plumbing Swift cannot call itself (`prctl` is variadic, a signal handler must not
// run Swift): workers and the children they fork die with their parent, so a supervisor
// killed with SIGKILL leaves no process behind, spinning in a scenario that never ends; a
// supervisor sent SIGINT or SIGTERM hears of it on a pipe.
#define _GNU_SOURCE
#include "ForkServer.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>

int process_die_with_parent(pid_t parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return -1;
    // The parent may have died before the request took effect: then nothing will come.
    return getppid() == parent ? 0 : -1;
}

pid_t process_fork_dying_with_parent(void) {
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0 && process_die_with_parent(parent) != 0) _exit(125);
    return pid;
}

// A forked child's first call to a libc function it has not called before is bound then, by
// the dynamic linker, which searches every loaded library's symbol tables: a tenth of a
// child's page faults went to binding `write` and `_exit`. Called through pointers, which are
// bound when the program is loaded, they need no lookup.
static ssize_t (*volatile write_function)(int, const void *, size_t) = write;
static void (*volatile exit_function)(int) = _exit;

int process_write_all(int fd, const void *bytes, size_t count) {
    const char *next = bytes;
    while (count > 0) {
        ssize_t written = write_function(fd, next, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        next += written;
        count -= (size_t)written;
    }
    return 0;
}

void process_child_finish(int fd, const void *bytes, size_t count) {
    int status = process_write_all(fd, bytes, count) == 0 ? 0 : 1;
    for (;;) exit_function(status);     // _exit does not return; the loop says so to the compiler
}

// SIGINT and SIGTERM for a supervisor: the handler only writes the signal's number to a pipe
// (a write is safe in a handler; everything else is not), and a thread of the supervisor reads
// it and does the work. The write end does not block: a flood of signals is dropped, not a hang.
static int interrupt_pipe = -1;

static void on_interrupt(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    ssize_t ignored = write(interrupt_pipe, &byte, 1);
    (void)ignored;
    errno = saved;
}

int process_catch_interrupts(void) {
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) return -1;
    if (fcntl(ends[1], F_SETFL, O_NONBLOCK) != 0) {
        close(ends[0]);
        close(ends[1]);
        return -1;
    }
    interrupt_pipe = ends[1];
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    int numbers[] = { SIGINT, SIGTERM };
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        struct sigaction previous;
        // A signal the caller's caller ignores (a shell's background job ignores SIGINT) stays ignored.
        if (sigaction(numbers[i], NULL, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
        sigaction(numbers[i], &action, NULL);
    }
    return ends[0];
}
