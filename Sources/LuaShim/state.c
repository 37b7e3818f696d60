#include "shim_internal.h"
#include <stdlib.h>

// A state's life: made with the sandbox open and the allocator counting, its limits set, its
// arena sealed for forked children, closed.

ShimState *shim_info(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (ShimState *)ud;
}

lua_State *shim_newstate(void *host) {
    StateBlock *B = calloc(1, sizeof(StateBlock));
    if (B == NULL) return NULL;
    B->info.host = host;
    lua_State *L = lua_newstate(shim_alloc, B);
    if (L == NULL) {
        arena_release(&B->arena);
        free(B);
        return NULL;
    }
    B->info.main = L;
    lua_gc(L, LUA_GCSTOP);     // nothing made while setting up is garbage
    shim_open_sandbox(L);
    lua_gc(L, LUA_GCRESTART);
    return L;
}

void shim_set_limits(lua_State *L, size_t memoryLimit, long long instructionLimit) {
    ShimState *S = shim_info(L);
    S->limit = memoryLimit;
    S->instructionLimit = instructionLimit;
    if (instructionLimit) lua_sethook(L, shim_hook, LUA_MASKCOUNT, 1000);
}

void shim_seal_allocator(lua_State *L) {
    arena_seal(&((StateBlock *)shim_info(L))->arena);
}

void shim_close(lua_State *L) {
    StateBlock *B = (StateBlock *)shim_info(L);
    B->info.limit = 0;         // the objects' C finalizers (scripts have none) may allocate
    B->closing = 1;
    lua_close(L);
    arena_release(&B->arena);
    free(B);
}
