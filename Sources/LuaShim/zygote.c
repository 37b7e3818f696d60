// A zygote: a process forked once from a worker that has loaded a big scenario file, whose
// only job is to fork a child per scenario from that snapshot.
//
// Why not fork from the worker itself: a fork copies the forking process's page table, and
// every page the forking process writes while a child shares it is copied, and its huge page
// split into 512 small entries, for good. A worker writes (results, messages, malloc's lists),
// so its heap drifted to thousands of small entries that every later fork copied and every
// child's exit tore down: a third of a big file's time. The zygote writes nothing between
// forks (this loop keeps its bookkeeping on the stack and in these statics), and it is forked
// before any child exists, so its heap stays on the huge pages the worker's had then.
//
// The protocol: the worker sends a request (a scenario's number, with the write end of a pipe
// as SCM_RIGHTS) on a SOCK_SEQPACKET socket; the zygote forks a child that returns from
// `shim_zygote_start` with both, runs the scenario, writes its result to the pipe and exits.
// When that child has ended, the zygote writes a trailer after its output (a magic word and
// the child's wait status) and closes its copy of the pipe, so the worker reads a pipe to its
// end and knows how its child ended without asking. Children are finished in the order they
// were requested, the order in which the worker reads them.
#define _GNU_SOURCE
#include "LuaShim.h"
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <malloc.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25    // Linux 6.1; glibc's headers name it from 2.37
#endif

#define ZYGOTE_CAPACITY 64

typedef struct {
    pid_t pid;
    int pidfd;          // -1 when the kernel has no pidfd_open: the zygote then waits in turn
    int output;
} ZygoteChild;

static ZygoteChild children[ZYGOTE_CAPACITY];
static int oldest = 0, running = 0;

static void send_trailer(int output, int status) {
    unsigned char trailer[SHIM_ZYGOTE_TRAILER_BYTES];
    memcpy(trailer, SHIM_ZYGOTE_MAGIC, 4);
    memcpy(trailer + 4, &status, 4);
    shim_write_all(output, trailer, sizeof trailer);
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

// Fills malloc's free lists: allocates blocks from them until what is left would come from
// the top of the heap. Returns the blocks, linked through their first word.
//
// The file's load left free chunks all over the heap; a child's allocations reused them, and
// its writes landed on a dozen different huge pages, each split in the child (512 entries set
// up, and torn down at its exit). Forked with its free lists filled, the zygote's children
// allocate from the top of the heap, together.
static void **fill_free_lists(void) {
    static const size_t sizes[] = { 65536, 16384, 4096, 1024, 512, 256, 128, 64, 32 };
    void **blocks = NULL;
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        struct mallinfo2 info = mallinfo2();
        char *top = (char *)sbrk(0) - info.keepcost;
        size_t left = info.fordblks - info.keepcost;
        while (left >= sizes[i]) {
            void **block = malloc(sizes[i] - 2 * sizeof(size_t));
            if (block == NULL) break;
            if ((char *)block >= top) {
                free(block);
                break;
            }
            *block = blocks;
            blocks = block;
            left -= sizes[i];
        }
    }
    return blocks;
}

static void free_blocks(void **blocks) {
    while (blocks != NULL) {
        void **next = *blocks;
        free(blocks);
        blocks = next;
    }
}

// Moves this program's code onto anonymous huge pages (the middle of it, in whole 2 MB
// pages): a child then maps its code through the few page-table entries it inherits
// instead of faulting it in 64 KiB at a time, as it must for a file's pages. Only when the
// copy is on huge pages: on small ones, every fork would copy all of its entries.
static void remap_code_onto_huge_pages(void) {
    FILE *maps = fopen("/proc/self/maps", "r");
    if (maps == NULL) return;
    unsigned long here = (unsigned long)(void *)remap_code_onto_huge_pages, start = 0, end = 0;
    char line[512];
    while (fgets(line, sizeof line, maps) != NULL) {
        unsigned long low, high;
        if (sscanf(line, "%lx-%lx", &low, &high) == 2 && low <= here && here < high) { start = low; end = high; break; }
    }
    fclose(maps);
    unsigned long huge = 2UL << 20;
    unsigned long first = (start + huge - 1) & ~(huge - 1), last = end & ~(huge - 1);
    if (last <= first) return;
    size_t size = last - first;
    char *space = mmap(NULL, size + huge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (space == MAP_FAILED) return;
    char *copy = (char *)(((unsigned long)space + huge - 1) & ~(huge - 1));
    madvise(copy, size, MADV_HUGEPAGE);
    memcpy(copy, (void *)first, size);
    if (madvise(copy, size, MADV_COLLAPSE) != 0        // 0: every 2 MB of it is a huge page
        || mprotect(copy, size, PROT_READ | PROT_EXEC) != 0
        || mremap(copy, size, size, MREMAP_MAYMOVE | MREMAP_FIXED, (void *)first) == MAP_FAILED) {
        munmap(space, size + huge);
        return;
    }
    if (copy > space) munmap(space, (size_t)(copy - space));
    if (copy + size < space + size + huge) munmap(copy + size, (size_t)(space + size + huge - (copy + size)));
}

// The zygote's loop: forks a child per request until the worker closes its end, then
// finishes the children still running and exits. Returns only in a child.
static int serve(int requests, long *index, int *output) {
    remap_code_onto_huge_pages();
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
        pid_t pid = shim_fork_dying_with_parent();
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
            send_trailer(pipe_end, SHIM_ZYGOTE_NOT_STARTED);
            continue;
        }
        int slot = (oldest + running) % ZYGOTE_CAPACITY;
        children[slot] = (ZygoteChild){ .pid = pid, .pidfd = (int)syscall(SYS_pidfd_open, pid, 0), .output = pipe_end };
        running++;
    }
}

pid_t shim_zygote_start(int *requests, long *index, int *output) {
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0) return -1;
    void **filler = fill_free_lists();
    pid_t pid = shim_fork_dying_with_parent();
    if (pid == 0) {
        close(ends[0]);
        return serve(ends[1], index, output);
    }
    close(ends[1]);
    free_blocks(filler);        // the zygote keeps them; this process has no use for them
    if (pid < 0) {
        close(ends[0]);
        return -1;
    }
    *requests = ends[0];
    return pid;
}

int shim_zygote_request(int requests, long index, int output) {
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

