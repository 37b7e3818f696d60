// Where a zygote's children allocate. A child's writes to memory it shares with the zygote
// are the costly ones: the 4 KiB page is copied, and its 2 MB huge page split (512 entries
// set up, and torn down at the child's exit). So before the zygote is forked, malloc's heap
// is arranged for a child's allocations to land on memory nobody has touched:
//
//   - every free block is taken (the file's load left them all over the heap, and a child
//     reusing them wrote to a dozen huge pages);
//   - the top of the heap is moved to a 2 MB boundary by taking the space below it;
//   - in the zygote, every page past the top's first is unmapped, and the first 2 MB of them
//     are kept off huge pages.
//
// A child's first allocation copies the one page that holds the top's header; everything it
// allocates after that is a new zero page of its own.
#define _GNU_SOURCE
#include "freshheap.h"
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#define HUGE_BYTES (2UL << 20)
#define PAGE_BYTES 4096UL
#define HEADER_BYTES (2 * sizeof(size_t))       // a chunk's size fields, before its block
#define PIECE_BYTES 65536UL     // under malloc's mmap threshold: taken from the top of the heap

// The start of the top chunk after `freshheap_prepare`: a 2 MB boundary, or NULL.
static char *fresh_top = NULL;

static char *top_chunk(void) {
    struct mallinfo2 info = mallinfo2();
    return (char *)sbrk(0) - info.keepcost;
}

static void take(void ***blocks, void **block) {
    *block = *blocks;
    *blocks = block;
}

// Takes blocks of `size` bytes (a chunk's size, header included) until one comes from the top
// of the heap (taken too, so that no free list holds it).
static void drain(size_t size, void ***blocks) {
    char *top = top_chunk();
    for (;;) {
        void **block = malloc(size - HEADER_BYTES);
        if (block == NULL) return;
        take(blocks, block);
        if ((char *)block >= top) return;
    }
}

// Takes the top of the heap up to the next 2 MB boundary (at least a chunk's minimum past
// it), in pieces malloc carves from the top. Returns the boundary, or NULL.
static char *align_top(void ***blocks) {
    char *top = top_chunk();
    uintptr_t boundary = ((uintptr_t)top + 4 * HEADER_BYTES + HUGE_BYTES - 1) & ~(HUGE_BYTES - 1);
    while ((uintptr_t)top < boundary) {
        size_t left = boundary - (uintptr_t)top;
        size_t piece = left >= PIECE_BYTES + 4 * HEADER_BYTES ? PIECE_BYTES : left;
        void **block = malloc(piece - HEADER_BYTES);
        if (block == NULL) return NULL;
        take(blocks, block);
        if ((char *)block != top + HEADER_BYTES) return NULL;   // not carved from the top
        top = top_chunk();
    }
    return (uintptr_t)top == boundary ? top : NULL;
}

void **freshheap_prepare(void) {
    void **blocks = NULL;
    // Large sizes first, then every size class of malloc's per-thread cache and fast bins
    // (chunks of 32 to 1,040 bytes in 16-byte steps), which requests of other sizes never reach.
    for (size_t size = 65536; size > 1040; size /= 4) drain(size, &blocks);
    for (size_t size = 1040; size >= 32; size -= 16) drain(size, &blocks);
    fresh_top = align_top(&blocks);
    return blocks;
}

void freshheap_release(void **blocks) {
    while (blocks != NULL) {
        void **next = *blocks;
        free(blocks);
        blocks = next;
    }
}

void freshheap_settle(void) {
    // What the zygote allocated since (reading its maps) may have moved the top a little. The
    // pages wholly past the top's header hold nothing malloc keeps; do nothing unless that
    // header is still in the first page.
    char *top = top_chunk(), *end = sbrk(0);
    if (fresh_top == NULL || top < fresh_top || top + HEADER_BYTES > fresh_top + PAGE_BYTES) return;
    char *unused = fresh_top + PAGE_BYTES;
    if (end <= unused) return;
    // The first 2 MB past the top on small pages: a child takes a zero page for each page it
    // allocates in, rather than clearing a 2 MB page for a few. Further on, huge pages again.
    char *small_end = end < fresh_top + HUGE_BYTES ? end : fresh_top + HUGE_BYTES;
    madvise(fresh_top, (size_t)(small_end - fresh_top), MADV_NOHUGEPAGE);
    madvise(unused, (size_t)(end - unused), MADV_DONTNEED);
}
