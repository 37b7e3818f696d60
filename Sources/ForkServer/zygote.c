// A zygote: a process forked once from a worker that has loaded a big scenario file, whose
// only job is to fork a child per scenario from that snapshot.
//
// Why not fork from the worker itself: a fork copies the forking process's page table, and
// every page the forking process writes while a child shares it is copied, and its huge page
// split into 512 small entries, for good. A worker writes (results, messages, malloc's lists),
// so its heap drifted to thousands of small entries that every later fork copied and every
// child's exit tore down: a third of a big file's time. The zygote writes nothing between
// forks (this loop keeps its bookkeeping on the stack and in these statics), and it is forked
// before any child exists, so its heap stays on the huge pages the worker's had then; what
// is not on huge pages it moves onto them before its first fork (hugepages.c).
//
// The protocol: the worker sends a request (a scenario's number, with the write end of a pipe
// as SCM_RIGHTS) on a SOCK_SEQPACKET socket; the zygote forks a child that returns from
// `zygote_start` with both, runs the scenario, writes its result to the pipe and exits.
// When that child has ended, the zygote writes a trailer after its output (a magic word and
// the child's wait status) and closes its copy of the pipe, so the worker reads a pipe to its
// end and knows how its child ended without asking. Children are finished in the order they
// were requested, the order in which the worker reads them.
#define _GNU_SOURCE
#include "ForkServer.h"
#include "freshheap.h"
#include "hugepages.h"
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define ZYGOTE_CAPACITY 64

typedef struct {
    pid_t pid;
    int pidfd;          // -1 when the kernel has no pidfd_open: the zygote then waits in turn
    int output;
} ZygoteChild;

static ZygoteChild children[ZYGOTE_CAPACITY];
static int oldest = 0, running = 0;

static void send_trailer(int output, int status) {
    unsigned char trailer[ZYGOTE_TRAILER_BYTES];
    memcpy(trailer, ZYGOTE_MAGIC, 4);
    memcpy(trailer + 4, &status, 4);
    process_write_all(output, trailer, sizeof trailer);
    close(output);
}

// Waits for the oldest child, tells the worker how it ended, and forgets it.
static void finish_oldest(void) {
    ZygoteChild *child = &children[oldest];
    int status = 0;
    while (waitpid(child->pid, &status, 0) < 0 && errno == EINTR) {}
    send_trailer(child->output, status);
    if (child->pidfd >= 0) close(child->pidfd);
    oldest = (oldest + 1) % ZYGOTE_CAPACITY;
    running--;
}

// Reads one request; returns 1 with `*index` and `*output` set, 0 at the end of requests.
static int receive(int requests, long *index, int *output) {
    union { char bytes[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    struct iovec data = { .iov_base = index, .iov_len = sizeof *index };
    struct msghdr message = { .msg_iov = &data, .msg_iovlen = 1,
                              .msg_control = control.bytes, .msg_controllen = sizeof control.bytes };
    ssize_t got;
    do { got = recvmsg(requests, &message, MSG_CMSG_CLOEXEC); } while (got < 0 && errno == EINTR);
    if (got <= 0) return 0;
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    if (got != sizeof *index || header == NULL || header->cmsg_type != SCM_RIGHTS) return 0;
    memcpy(output, CMSG_DATA(header), sizeof(int));
    return 1;
}

// The zygote's loop: forks a child per request until the worker closes its end, then
// finishes the children still running and exits. Returns only in a child.
static int serve(int requests, long *index, int *output) {
    hugepages_settle();
    freshheap_settle();
    int open = 1;
    for (;;) {
        if (!open && running == 0) _exit(0);
        // Wait in turn when there is no other way: no pidfd, a full table, or no more requests.
        if (running > 0 && (children[oldest].pidfd < 0 || running == ZYGOTE_CAPACITY || !open)) {
            finish_oldest();
            continue;
        }
        struct pollfd waits[2] = { { .fd = requests, .events = POLLIN } };
        int count = 1;
        if (running > 0) waits[count++] = (struct pollfd){ .fd = children[oldest].pidfd, .events = POLLIN };
        if (poll(waits, (nfds_t)count, -1) < 0) {
            if (errno == EINTR) continue;
            _exit(1);       // its children die with it; the worker reads no trailer and says so
        }
        if (count > 1 && waits[1].revents) {
            finish_oldest();
            continue;
        }
        if (!waits[0].revents) continue;
        long number;
        int pipe_end;
        if (!receive(requests, &number, &pipe_end)) {
            open = 0;
            continue;
        }
        pid_t pid = process_fork_dying_with_parent();
        if (pid == 0) {
            close(requests);
            for (int i = 0; i < running; i++) {
                ZygoteChild *other = &children[(oldest + i) % ZYGOTE_CAPACITY];
                close(other->output);
                if (other->pidfd >= 0) close(other->pidfd);
            }
            *index = number;
            *output = pipe_end;
            return 0;
        }
        if (pid < 0) {
            send_trailer(pipe_end, ZYGOTE_NOT_STARTED);
            continue;
        }
        int slot = (oldest + running) % ZYGOTE_CAPACITY;
        children[slot] = (ZygoteChild){ .pid = pid, .pidfd = (int)syscall(SYS_pidfd_open, pid, 0), .output = pipe_end };
        running++;
    }
}

pid_t zygote_start(int *requests, long *index, int *output) {
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0) return -1;
    void **taken = freshheap_prepare();
    pid_t pid = process_fork_dying_with_parent();
    if (pid == 0) {
        close(ends[0]);
        return serve(ends[1], index, output);
    }
    close(ends[1]);
    freshheap_release(taken);       // the zygote keeps them; this process has no use for them
    if (pid < 0) {
        close(ends[0]);
        return -1;
    }
    *requests = ends[0];
    return pid;
}

int zygote_request(int requests, long index, int output) {
    union { char bytes[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    memset(&control, 0, sizeof control);
    struct iovec data = { .iov_base = &index, .iov_len = sizeof index };
    struct msghdr message = { .msg_iov = &data, .msg_iovlen = 1,
                              .msg_control = control.bytes, .msg_controllen = sizeof control.bytes };
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &output, sizeof(int));
    ssize_t sent;
    do { sent = sendmsg(requests, &message, MSG_NOSIGNAL); } while (sent < 0 && errno == EINTR);
    return sent == sizeof index ? 0 : -1;
}

