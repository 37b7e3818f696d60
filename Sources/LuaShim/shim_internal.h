// What the C files of LuaShim share with each other and not with Swift: one file per job
// (state.c a state's life, memory.c the allocator and its cap, hook.c the instruction budget
// and Ctrl-C, sandbox.c the libraries a script gets, calls.c calls both ways, errors and their
// positions, objects.c Swift objects and class tables as userdata).
#ifndef SHIM_INTERNAL_H
#define SHIM_INTERNAL_H

#include "LuaShim.h"
#include "arena.h"

// The allocator's user data: the bookkeeping Swift reads, then the arena (private).
typedef struct StateBlock {
    ShimState info;           // first, so a StateBlock's address is its ShimState's
    Arena arena;
    int closing;              // lua_close is freeing everything: the arena goes at once after
} StateBlock;

// memory.c: the allocator, counting against the cap.
void *shim_alloc(void *ud, void *ptr, size_t osize, size_t nsize);
// hook.c: the count hook of the instruction budget and Ctrl-C.
void shim_hook(lua_State *L, lua_Debug *ar);
// sandbox.c: opens the libraries a scenario gets, with the unsafe parts removed.
void shim_open_sandbox(lua_State *L);
// calls.c: the C closure behind every Swift function.
int shim_trampoline(lua_State *L);
// calls.c: the name a position shows for a chunk (a file's whole path).
const char *shim_source_name(const lua_Debug *ar);
// calls.c: pushes "source:line: " of the innermost Lua function with a line, from `level` up.
void shim_push_raiser(lua_State *L, int level);

#endif
