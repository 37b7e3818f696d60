// A Lua state's small-block allocator (private to LuaShim).
#ifndef STAGEHAND_ARENA_H
#define STAGEHAND_ARENA_H

#include <stddef.h>

/// Blocks up to this many bytes come from the arena; larger ones from malloc.
#define ARENA_SMALL_LIMIT 256
#define ARENA_CLASS_SHIFT 4
#define ARENA_CLASSES (ARENA_SMALL_LIMIT >> ARENA_CLASS_SHIFT)

typedef struct ArenaChunk ArenaChunk;

/// Small blocks in 16-byte size classes, carved from 64 KiB chunks, with a free list per
/// class; every chunk is freed at once when the state closes.
typedef struct Arena {
    void *free[ARENA_CLASSES];
    char *next, *end;
    ArenaChunk *chunks;
} Arena;

/// A block of `size` bytes (size > 0), or NULL when out of memory.
void *arena_alloc(Arena *arena, size_t size);
/// Gives back a block of `size` bytes that `arena_alloc` made.
void arena_free(Arena *arena, void *block, size_t size);
/// Frees every chunk; the arena is empty afterwards.
void arena_release(Arena *arena);

/// Forgets the free blocks and the rest of the current chunk: later blocks come from new
/// chunks. A process forked after this writes its new blocks on fresh memory, not on pages
/// it shares with its parent (each such write copies a page, and splits a huge page).
void arena_seal(Arena *arena);

#endif
