// Lua makes and frees tens of thousands of small blocks per scenario (strings, closures,
// table nodes), and every scenario builds a state from nothing and closes it. Through malloc
// that was a fifth of a small scenario's time, much of it glibc consolidating the fragments
// the previous state left. Here a small block is a pop from a free list or a bump, freeing
// is a push, and closing a state frees a few chunks.
#include "arena.h"
#include <stdlib.h>
#include <stdint.h>

#define ARENA_CHUNK_BYTES (64 * 1024)
#define ARENA_ALIGN ((size_t)1 << ARENA_CLASS_SHIFT)

struct ArenaChunk {
    ArenaChunk *next;
    max_align_t pad;        // keeps the blocks after the header 16-byte aligned
};

static size_t class_of(size_t size) { return (size - 1) >> ARENA_CLASS_SHIFT; }

void *arena_alloc(Arena *arena, size_t size) {
    if (size > ARENA_SMALL_LIMIT) return malloc(size);
    size_t cls = class_of(size);
    void *block = arena->free[cls];
    if (block != NULL) {
        arena->free[cls] = *(void **)block;
        return block;
    }
    size_t rounded = (cls + 1) << ARENA_CLASS_SHIFT;
    if ((size_t)(arena->end - arena->next) < rounded) {
        ArenaChunk *chunk = malloc(ARENA_CHUNK_BYTES);
        if (chunk == NULL) return NULL;
        chunk->next = arena->chunks;
        arena->chunks = chunk;
        // What was left of the previous chunk is too small for this class; it stays unused.
        arena->next = (char *)chunk + ((sizeof(ArenaChunk) + ARENA_ALIGN - 1) & ~(ARENA_ALIGN - 1));
        arena->end = (char *)chunk + ARENA_CHUNK_BYTES;
    }
    block = arena->next;
    arena->next += rounded;
    return block;
}

void arena_free(Arena *arena, void *block, size_t size) {
    if (block == NULL) return;
    if (size > ARENA_SMALL_LIMIT) {
        free(block);
        return;
    }
    size_t cls = class_of(size);
    *(void **)block = arena->free[cls];
    arena->free[cls] = block;
}

void arena_release(Arena *arena) {
    ArenaChunk *chunk = arena->chunks;
    while (chunk != NULL) {
        ArenaChunk *next = chunk->next;
        free(chunk);
        chunk = next;
    }
    *arena = (Arena){0};
}

void arena_seal(Arena *arena) {
    for (size_t cls = 0; cls < ARENA_CLASSES; cls++) arena->free[cls] = NULL;
    arena->next = arena->end;
}
