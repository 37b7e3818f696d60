// ForkServer: the processes a run forks, in C where Swift cannot do the work (`prctl` is
// variadic, a signal handler must not run Swift, the zygote's loop must write no memory it
// shares with its children). Process control (process.c): workers and children that die with
// their parent, signals heard on a pipe, a forked child's last write. The zygote (zygote.c):
// a process forked once from a worker, that forks a child per scenario, its memory arranged
// for cheap forks before its first (hugepages.c, freshheap.c). Knows nothing of Lua.
#ifndef STAGEHAND_FORKSERVER_H
#define STAGEHAND_FORKSERVER_H

#include <stddef.h>
#include <sys/types.h>

// Processes (process.c).

/// Has the kernel send this process SIGKILL when its parent ends (`PR_SET_PDEATHSIG`), then
/// checks that the parent is still `parent`: returns 0, or -1 when the request failed or the
/// parent had already ended (the process was handed to another parent).
int process_die_with_parent(pid_t parent);
/// `fork()`, with the child set to die with this process (`process_die_with_parent`; a child
/// whose parent ended before that took effect exits with status 125 at once). Returns the
/// child's pid in the parent, 0 in the child, -1 on failure.
pid_t process_fork_dying_with_parent(void);
/// Catches SIGINT and SIGTERM (those not ignored already): each one caught writes its number,
/// as one byte, to a pipe. Returns the pipe's read end, or -1.
int process_catch_interrupts(void);
/// Writes all `count` bytes to `fd`, again after an interruption or a short write: 0, or -1
/// when a write fails.
int process_write_all(int fd, const void *bytes, size_t count);
/// Ends a forked child: writes `count` bytes to `fd` and exits with 0, or with 1 when the write
/// fails. Calls libc through pointers bound at load, not lazily in the child (see process.c).
_Noreturn void process_child_finish(int fd, const void *bytes, size_t count);

// The zygote (zygote.c).

/// What the zygote writes after a child's output: this word, then the child's wait status.
#define ZYGOTE_MAGIC "\0end"
#define ZYGOTE_TRAILER_BYTES 8
/// The status in a trailer when no child could be forked for the request.
#define ZYGOTE_NOT_STARTED (-1)
/// Forks a zygote that forks a child per request (`zygote_request`). Returns the
/// zygote's pid in this process, with `*requests` the socket to send requests on (closing it
/// ends the zygote once its children have), or -1. Returns 0 in a child the zygote forked,
/// with `*index` and `*output` the request's number and pipe.
pid_t zygote_start(int *requests, long *index, int *output);
/// Asks the zygote for a child to run request `index` and write to `output`, a pipe's write
/// end (the caller closes its own copy). 0, or -1 when the zygote is gone.
int zygote_request(int requests, long index, int output);

#endif
