#include "shim_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// ---- Memory: refuse over the cap only while Lua runs; Swift-side allocations are granted
// and flagged, and the trampoline raises after Swift returns. Lua always passes a block's
// true size as `osize`, which is what lets the arena keep no headers.


// Notes where the script was when the cap refused memory: Lua reports running out of memory
// without a position, and calls no message handler that could add one. Reads the main
// thread's stack (a coroutine's allocation names the line that resumed it): lua_getstack and
// lua_getinfo with "Sl" only read, so they are safe inside the allocator.
static void note_memory_where(ShimState *S) {
    if (S->main == NULL || S->memoryWhere[0] != '\0') return;
    lua_Debug ar;
    for (int level = 0; lua_getstack(S->main, level, &ar); level++) {
        if (lua_getinfo(S->main, "Sl", &ar) && ar.currentline > 0) {
            snprintf(S->memoryWhere, sizeof S->memoryWhere, "%s:%d", shim_source_name(&ar), ar.currentline);
            return;
        }
    }
}

void *shim_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    StateBlock *B = (StateBlock *)ud;
    ShimState *S = &B->info;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        // Closing frees every object one by one; the small ones' chunks are released
        // together right after, so only a large (malloc'd) block needs its own free.
        if (!B->closing || old > ARENA_SMALL_LIMIT) arena_free(&B->arena, ptr, old);
        S->used -= old;
        return NULL;
    }
    if (S->limit && nsize > old && S->used - old + nsize > S->limit) {
        if (S->luaRunning) {
            note_memory_where(S);
            return NULL;
        }
        S->overLimit = 1;
    }
    void *block;
    if (ptr == NULL) {
        block = arena_alloc(&B->arena, nsize);
    } else if (old > ARENA_SMALL_LIMIT && nsize > ARENA_SMALL_LIMIT) {
        block = realloc(ptr, nsize);
    } else if (old <= ARENA_SMALL_LIMIT && nsize <= ARENA_SMALL_LIMIT
               && (old - 1) >> ARENA_CLASS_SHIFT == (nsize - 1) >> ARENA_CLASS_SHIFT) {
        block = ptr;                       // the same size class: the block already fits
    } else {
        block = arena_alloc(&B->arena, nsize);
        if (block == NULL) return NULL;    // Lua keeps the old block on failure
        memcpy(block, ptr, old < nsize ? old : nsize);
        arena_free(&B->arena, ptr, old);
    }
    if (block == NULL) return NULL;
    S->used = S->used - old + nsize;
    return block;
}
