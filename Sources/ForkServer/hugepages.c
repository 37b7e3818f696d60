// Moving a zygote's memory onto huge pages, so that the children it forks share it through a
// few page-table entries.
//
// A fork copies an entry for every small page a process has mapped and written (anonymous
// memory, and the written pages of private file mappings), and the child's exit tears each
// down again; a 2 MB huge page is one entry. The zygote's heap is mostly on huge pages, but
// not all of it: the heap's first 2 MB (it starts part-way through a 2 MB block, and the
// kernel gives huge pages only to whole blocks), the program's written and zero-initialised
// data, and anonymous mappings that start part-way through a block were 2,400 small entries
// at 10,000 scenarios; and its code, read from the file, was faulted in again by every child.
// Each of those 2 MB blocks is copied here onto an anonymous huge page and moved over the
// original, at the same address, with the same bytes (and zero where nothing was mapped).
#define _GNU_SOURCE
#include "hugepages.h"
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25    // Linux 6.1; glibc's headers name it from 2.37
#endif

#define HUGE_BYTES (2UL << 20)
#define MAPPINGS_CAPACITY 4096
#define MINIMUM_PAGES 16     // a block with fewer small pages costs a fork less than its move

typedef struct {
    unsigned long low, high;
    char perms[5];
    int file;       // a file's pages: reading one past the file's end would raise SIGBUS
    int stack;
} Mapping;

typedef struct {
    Mapping *items;
    int count;
} Mappings;

static unsigned long down(unsigned long address) { return address & ~(HUGE_BYTES - 1); }
static unsigned long up(unsigned long address) { return down(address + HUGE_BYTES - 1); }

// This process's mappings, in address order, in memory mapped for the purpose (a static
// array would be written zygote memory that every fork copies). Empty when unreadable.
static Mappings read_mappings(void) {
    Mappings maps = { NULL, 0 };
    void *space = mmap(NULL, MAPPINGS_CAPACITY * sizeof(Mapping), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (space == MAP_FAILED) return maps;
    maps.items = space;
    FILE *file = fopen("/proc/self/maps", "r");
    if (file == NULL) return maps;
    char line[4352];        // a path of PATH_MAX, and the fields before it
    while (maps.count < MAPPINGS_CAPACITY && fgets(line, sizeof line, file) != NULL) {
        Mapping *map = &maps.items[maps.count];
        char name[256] = "";
        unsigned long inode = 0;
        if (sscanf(line, "%lx-%lx %4s %*s %*s %lu %255s", &map->low, &map->high, map->perms, &inode, name) < 4) continue;
        map->file = inode != 0;
        map->stack = strcmp(name, "[stack]") == 0;
        maps.count++;
    }
    fclose(file);
    return maps;
}

static void release_mappings(Mappings maps) {
    if (maps.items != NULL) munmap(maps.items, MAPPINGS_CAPACITY * sizeof(Mapping));
}

// Copies [from, from + count) of this process to `to` through /proc/self/mem, where a page
// that cannot be read (a file's page past its end) is an error rather than a signal.
static int copy_readable(char *to, unsigned long from, size_t count) {
    int memory = open("/proc/self/mem", O_RDONLY | O_CLOEXEC);
    if (memory < 0) return -1;
    while (count > 0) {
        ssize_t got = pread(memory, to, count, (off_t)from);
        if (got <= 0) break;
        to += got;
        from += (unsigned long)got;
        count -= (size_t)got;
    }
    close(memory);
    return count == 0 ? 0 : -1;
}

// Copies what is mapped of [first, last) to `copy`.
static int copy_mapped(Mappings maps, unsigned long first, unsigned long last, char *copy) {
    for (int i = 0; i < maps.count; i++) {
        const Mapping *map = &maps.items[i];
        unsigned long low = map->low > first ? map->low : first;
        unsigned long high = map->high < last ? map->high : last;
        if (low >= high) continue;
        if (!map->file) memcpy(copy + (low - first), (void *)low, high - low);
        else if (copy_readable(copy + (low - first), low, high - low) != 0) return -1;
    }
    return 0;
}

// Replaces [first, last), 2 MB aligned, with anonymous huge pages holding the same bytes, with
// protection `prot`. Returns 0, or -1 having changed nothing: when the copy is not on huge
// pages (on small ones, every fork would copy all its entries), or it cannot be made or moved.
static int move_onto_huge_pages(Mappings maps, unsigned long first, unsigned long last, int prot) {
    size_t size = last - first;
    char *space = mmap(NULL, size + HUGE_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (space == MAP_FAILED) return -1;
    char *copy = (char *)up((unsigned long)space);
    madvise(copy, size, MADV_HUGEPAGE);
    if (copy_mapped(maps, first, last, copy) != 0
        || madvise(copy, size, MADV_COLLAPSE) != 0        // 0: every 2 MB of it is a huge page
        || mprotect(copy, size, prot) != 0
        || mremap(copy, size, size, MREMAP_MAYMOVE | MREMAP_FIXED, (void *)first) == MAP_FAILED) {
        munmap(space, size + HUGE_BYTES);
        return -1;
    }
    if (copy > space) munmap(space, (size_t)(copy - space));
    if (copy + size < space + size + HUGE_BYTES) munmap(copy + size, (size_t)(space + size + HUGE_BYTES - (copy + size)));
    return 0;
}

// The code: the whole 2 MB blocks of the mapping that holds this function. A child then maps
// its code through a dozen entries it inherits instead of faulting it in 64 KiB at a time.
static void move_code(Mappings maps) {
    unsigned long here = (unsigned long)(void *)move_code;
    for (int i = 0; i < maps.count; i++) {
        const Mapping *map = &maps.items[i];
        if (map->low <= here && here < map->high) {
            unsigned long first = up(map->low), last = down(map->high);
            if (first < last) move_onto_huge_pages(maps, first, last, PROT_READ | PROT_EXEC);
            return;
        }
    }
}

// How many of the pages of the block at `first` this process has mapped; -1 when unknown.
static int present_pages(int pagemap, unsigned long first) {
    uint64_t entries[HUGE_BYTES / 4096];
    if (pread(pagemap, entries, sizeof entries, (off_t)(first / 4096 * sizeof(uint64_t))) != (ssize_t)sizeof entries) return -1;
    int count = 0;
    for (size_t i = 0; i < HUGE_BYTES / 4096; i++) count += (int)(entries[i] >> 63);
    return count;
}

// Whether the block at `first` may be replaced by one writable huge page: every mapping in it
// is private and writable (heap, data), and the rest of it is free. Never the stack, which
// changes while it is copied.
static int writable_block(Mappings maps, unsigned long first, int *mappings) {
    *mappings = 0;
    for (int i = 0; i < maps.count; i++) {
        const Mapping *map = &maps.items[i];
        if (map->high <= first || map->low >= first + HUGE_BYTES) continue;
        if (strcmp(map->perms, "rw-p") != 0 || map->stack) return 0;
        (*mappings)++;
    }
    return *mappings > 0;
}

// Every 2 MB block of private writable memory (heap, data, anonymous mappings; not the stack)
// that holds at least `MINIMUM_PAGES` small pages: a block with some of its pages unmapped, or
// split between mappings, cannot be one huge page yet. A block of 512 present pages in one
// mapping is taken to be a huge page already.
static void move_written_data(Mappings maps) {
    int pagemap = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    if (pagemap < 0) return;
    unsigned long done = 0;     // blocks below this one have been looked at
    for (int i = 0; i < maps.count; i++) {
        const Mapping *map = &maps.items[i];
        if (strcmp(map->perms, "rw-p") != 0) continue;
        for (unsigned long first = down(map->low); first < map->high; first += HUGE_BYTES) {
            if (first < done) continue;
            done = first + HUGE_BYTES;
            int mappings = 0;
            if (!writable_block(maps, first, &mappings)) continue;
            int present = present_pages(pagemap, first);
            if (present < MINIMUM_PAGES || (present == (int)(HUGE_BYTES / 4096) && mappings == 1)) continue;
            move_onto_huge_pages(maps, first, first + HUGE_BYTES, PROT_READ | PROT_WRITE);
        }
    }
    close(pagemap);
}

void hugepages_settle(void) {
    Mappings maps = read_mappings();
    move_code(maps);
    move_written_data(maps);
    release_mappings(maps);
}
