#include "shim_internal.h"
#include <signal.h>
#include <stdio.h>

// ---- Instructions: a count hook every 1000 instructions; once spent, every later hook call
// raises again, so a script cannot swallow the error with pcall and go on.

// Ctrl-C in the REPL: the signal handler only sets this flag; the count hook raises (lua.c
// sets a hook from its handler instead; a flag polled by the hook that is already there keeps
// the handler trivially async-signal-safe and the budget's hook in place).
static volatile sig_atomic_t interrupt_requested = 0;

void shim_request_interrupt(void) { interrupt_requested = 1; }

void shim_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    ShimState *S = shim_info(L);
    if (interrupt_requested) {
        interrupt_requested = 0;
        S->interrupted = 1;
    }
    if (S->interrupted) {
        // Sticky, as the budget is: a pcall in the script cannot swallow it and go on.
        lua_sethook(L, shim_hook, LUA_MASKCOUNT, 1);
        luaL_error(L, "interrupted!");
    }
    if (!S->instructionLimit) return;
    if (!S->instructionsExceeded) {
        S->instructions += 1000;
        if (S->instructions <= S->instructionLimit) return;
        S->instructionsExceeded = 1;
        // The script's line that was running when the budget ran out (luaL_error would name
        // the caller's); kept for the raises that follow, wherever a pcall let the script go.
        shim_push_raiser(L, 0);
        snprintf(S->budgetWhere, sizeof S->budgetWhere, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_sethook(L, shim_hook, LUA_MASKCOUNT, 1);
    lua_pushstring(L, S->budgetWhere);
    lua_pushfstring(L, "instruction limit exceeded (%I instructions)", (lua_Integer)S->instructionLimit);
    lua_concat(L, 2);
    lua_error(L);
}

void shim_reset_instructions(lua_State *L) {
    ShimState *S = shim_info(L);
    S->memoryWhere[0] = '\0';
    S->budgetWhere[0] = '\0';
    S->instructions = 0;
    S->instructionsExceeded = 0;
    S->interrupted = 0;
    interrupt_requested = 0;
    if (S->instructionLimit) lua_sethook(L, shim_hook, LUA_MASKCOUNT, 1000);
}
