#include "LuaShim.h"
#include "arena.h"
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

static shim_dispatcher the_dispatcher = NULL;
static shim_releaser the_releaser = NULL;

void shim_set_dispatcher(shim_dispatcher dispatcher) { the_dispatcher = dispatcher; }
void shim_set_releaser(shim_releaser releaser) { the_releaser = releaser; }

// The allocator's user data: the bookkeeping Swift reads, then the arena (private).
typedef struct StateBlock {
    ShimState info;           // first, so a StateBlock's address is its ShimState's
    Arena arena;
    int closing;              // lua_close is freeing everything: the arena goes at once after
} StateBlock;

ShimState *shim_info(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (ShimState *)ud;
}

// ---- Memory: refuse over the cap only while Lua runs; Swift-side allocations are granted
// and flagged, and the trampoline raises after Swift returns. Lua always passes a block's
// true size as `osize`, which is what lets the arena keep no headers.

static const char *source_name(const lua_Debug *ar);

// Notes where the script was when the cap refused memory: Lua reports running out of memory
// without a position, and calls no message handler that could add one. Reads the main
// thread's stack (a coroutine's allocation names the line that resumed it): lua_getstack and
// lua_getinfo with "Sl" only read, so they are safe inside the allocator.
static void note_memory_where(ShimState *S) {
    if (S->main == NULL || S->memoryWhere[0] != '\0') return;
    lua_Debug ar;
    for (int level = 0; lua_getstack(S->main, level, &ar); level++) {
        if (lua_getinfo(S->main, "Sl", &ar) && ar.currentline > 0) {
            snprintf(S->memoryWhere, sizeof S->memoryWhere, "%s:%d", source_name(&ar), ar.currentline);
            return;
        }
    }
}

static void *shim_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
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

// ---- Instructions: a count hook every 1000 instructions; once spent, every later hook call
// raises again, so a script cannot swallow the error with pcall and go on.

// Ctrl-C in the REPL: the signal handler only sets this flag; the count hook raises (lua.c
// sets a hook from its handler instead; a flag polled by the hook that is already there keeps
// the handler trivially async-signal-safe and the budget's hook in place).
static volatile sig_atomic_t interrupt_requested = 0;

void shim_request_interrupt(void) { interrupt_requested = 1; }

static void push_raiser(lua_State *L, int level);

static void shim_hook(lua_State *L, lua_Debug *ar) {
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
        push_raiser(L, 0);
        snprintf(S->budgetWhere, sizeof S->budgetWhere, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    lua_sethook(L, shim_hook, LUA_MASKCOUNT, 1);
    lua_pushstring(L, S->budgetWhere);
    lua_pushfstring(L, "instruction limit exceeded (%I instructions)", (lua_Integer)S->instructionLimit);
    lua_concat(L, 2);
    lua_error(L);
}

// ---- The sandbox.

// `load` with the mode forced to text. The environment argument is passed on only when
// given, since load treats a present nil as an empty environment.
static int safe_load(lua_State *L) {
    int given = lua_gettop(L);
    lua_settop(L, 4);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    if (given < 4) lua_settop(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

void shim_seed_random(lua_State *L, lua_Integer seed);

// ---- No finalizers from scripts.
//
// Lua calls `__gc` with hooks off, so a script's finalizer would run outside the instruction
// budget (an endless loop in one hung the run), and it runs whenever the collector gets to
// it: at any allocation, in the middle of Swift code, and in lua_close at teardown, where the
// memory cap no longer applies. So scripts get none: `setmetatable` refuses a metatable with
// a `__gc` field, whatever its value (Lua marks a table for finalization only when its
// metatable has `__gc` at that moment, and `__gc = false` is the usual placeholder for a
// function put in later). A field added afterwards, by `rawset` or assignment, is never
// called. The host sets metatables without marking (`shim_setmetatable_inert`) and hides the
// metatables of Swift objects, whose C `__gc` is the only finalizer a state has.

static const char *const NO_FINALIZERS =
    "finalizers (__gc) are not available in scenarios: Lua would run them outside the instruction and memory limits";

// Lua's setmetatable, refusing `__gc` (a raw look-up, as Lua's own check is).
static int safe_setmetatable(lua_State *L) {
    int type = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, type == LUA_TNIL || type == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    if (type == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) return luaL_error(L, "%s", NO_FINALIZERS);
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1;
}

void shim_setmetatable_inert(lua_State *L, int index) {
    // Stack: ..., metatable. Neither step allocates (the `__gc` node stays in the table while
    // its value is nil, and no collection step runs in between), so nothing can raise here.
    index = lua_absindex(L, index);
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, -2) == LUA_TNIL) {
        lua_pop(L, 1);
        lua_setmetatable(L, index);
        return;
    }
    lua_pushliteral(L, "__gc");                       // ..., metatable, gc, "__gc"
    lua_pushnil(L);
    lua_rawset(L, -4);                                // metatable.__gc = nil
    lua_pushvalue(L, -2);
    lua_setmetatable(L, index);                       // not marked: no __gc now
    lua_pushliteral(L, "__gc");
    lua_insert(L, -2);                                // ..., metatable, "__gc", gc
    lua_rawset(L, -3);                                // put back, for what it was before
    lua_pop(L, 1);
}

void shim_hide_metatable(lua_State *L) {
    // Stack: ..., metatable. Its `__metatable` becomes a copy without `__gc`: what
    // `getmetatable` shows a script, so that it can neither replace the finalizer (Lua looks
    // it up when it runs it) nor call it and release the object early.
    lua_newtable(L);
    lua_pushnil(L);
    while (lua_next(L, -3) != 0) {
        if (lua_type(L, -2) == LUA_TSTRING && strcmp(lua_tostring(L, -2), "__gc") == 0) {
            lua_pop(L, 1);
            continue;
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
    lua_setfield(L, -2, "__metatable");
}

// ---- pairs in a fixed order.
//
// Lua 5.4 seeds its string hashes from the clock and from addresses, so `next`, and with it
// `pairs`, visits string keys in a different order on every run: a scenario that adds
// children in `pairs` order would record a different trace each time. This `pairs` visits a
// table without `__pairs` in a fixed order instead: numbers ascending, then strings by their
// bytes, then false and true, then any other keys (tables, functions: nothing fixed to order
// them by) as `next` gives them. It walks a list of the keys made when the loop starts, so
// assigning to or clearing fields during the loop is safe (cleared keys are skipped) and keys
// added during the loop are not visited, as Lua leaves undefined.

typedef struct {
    int rank, isInteger, slot;
    lua_Integer integer;
    lua_Number number;
    const char *text;
    size_t length;
} KeyRecord;

static int compare_keys(const void *a, const void *b) {
    const KeyRecord *x = (const KeyRecord *)a, *y = (const KeyRecord *)b;
    if (x->rank != y->rank) return x->rank < y->rank ? -1 : 1;
    switch (x->rank) {
    case 0:
        if (x->isInteger && y->isInteger) {
            if (x->integer != y->integer) return x->integer < y->integer ? -1 : 1;
        } else if (x->number != y->number) {
            return x->number < y->number ? -1 : 1;
        }
        break;
    case 1: {
        size_t n = x->length < y->length ? x->length : y->length;
        int order = memcmp(x->text, y->text, n);
        if (order != 0) return order;
        if (x->length != y->length) return x->length < y->length ? -1 : 1;
        break;
    }
    case 2:
        if (x->number != y->number) return x->number < y->number ? -1 : 1;
        break;
    }
    return x->slot < y->slot ? -1 : (x->slot > y->slot);   // keeps next's order among the rest
}

// Upvalues: 1 the table, 2 the ordered keys, 3 the next position.
static int ordered_next(lua_State *L) {
    lua_Integer position = lua_tointeger(L, lua_upvalueindex(3));
    for (;;) {
        position += 1;
        if (lua_rawgeti(L, lua_upvalueindex(2), position) == LUA_TNIL) return 1;   // done: nil
        lua_pushvalue(L, -1);
        if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {
            lua_pushinteger(L, position);
            lua_replace(L, lua_upvalueindex(3));
            return 2;
        }
        lua_pop(L, 2);                     // cleared during the loop: skip it
    }
}

static int ordered_pairs(lua_State *L) {
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {   // as Lua's pairs
        lua_pushvalue(L, 1);
        lua_call(L, 1, 3);
        return 3;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    lua_newtable(L);                                        // 2: the keys, in next's order
    int count = 0;
    lua_pushnil(L);
    while (lua_next(L, 1) != 0) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, 2, ++count);
    }
    KeyRecord *records = (KeyRecord *)lua_newuserdatauv(L, sizeof(KeyRecord) * (size_t)(count > 0 ? count : 1), 0);   // 3
    for (int i = 1; i <= count; i++) {
        KeyRecord *record = &records[i - 1];
        record->slot = i;
        record->isInteger = 0;
        record->integer = 0;
        record->number = 0;
        record->text = NULL;
        record->length = 0;
        switch (lua_rawgeti(L, 2, i)) {
        case LUA_TNUMBER:
            record->rank = 0;
            record->isInteger = lua_isinteger(L, -1);
            record->integer = lua_tointeger(L, -1);
            record->number = lua_tonumber(L, -1);
            break;
        case LUA_TSTRING: record->rank = 1; record->text = lua_tolstring(L, -1, &record->length); break;
        case LUA_TBOOLEAN: record->rank = 2; record->number = lua_toboolean(L, -1); break;
        default: record->rank = 3; break;
        }
        lua_pop(L, 1);                     // the keys table keeps the string alive
    }
    qsort(records, (size_t)count, sizeof(KeyRecord), compare_keys);
    lua_createtable(L, count, 0);                           // 4: the keys in order
    for (int i = 0; i < count; i++) {
        lua_rawgeti(L, 2, records[i].slot);
        lua_rawseti(L, 4, i + 1);
    }
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 4);
    lua_pushinteger(L, 0);
    lua_pushcclosure(L, ordered_next, 3);
    lua_pushnil(L);
    lua_pushnil(L);
    return 3;
}

static void open_sandbox(lua_State *L) {
    luaL_requiref(L, LUA_GNAME, luaopen_base, 1);
    luaL_requiref(L, LUA_TABLIBNAME, luaopen_table, 1);
    luaL_requiref(L, LUA_STRLIBNAME, luaopen_string, 1);
    luaL_requiref(L, LUA_MATHLIBNAME, luaopen_math, 1);
    luaL_requiref(L, LUA_UTF8LIBNAME, luaopen_utf8, 1);
    luaL_requiref(L, LUA_COLIBNAME, luaopen_coroutine, 1);
    lua_pop(L, 6);
    lua_pushglobaltable(L);
    lua_pushnil(L); lua_setfield(L, -2, "dofile");
    lua_pushnil(L); lua_setfield(L, -2, "loadfile");
    lua_getfield(L, -1, "load");
    lua_pushcclosure(L, safe_load, 1);
    lua_setfield(L, -2, "load");
    lua_pushcfunction(L, ordered_pairs);
    lua_setfield(L, -2, "pairs");
    lua_pushcfunction(L, safe_setmetatable);
    lua_setfield(L, -2, "setmetatable");
    lua_getfield(L, -1, "string");
    lua_pushnil(L); lua_setfield(L, -2, "dump");
    lua_pop(L, 2);
    shim_seed_random(L, 0);    // Lua seeds math.random from the clock and addresses
}

void shim_seed_random(lua_State *L, lua_Integer seed) {
    // Raw reads and a protected call: this runs from Swift, where nothing may raise.
    lua_pushglobaltable(L);
    lua_pushliteral(L, LUA_MATHLIBNAME);
    if (lua_rawget(L, -2) == LUA_TTABLE) {
        lua_pushliteral(L, "randomseed");
        if (lua_rawget(L, -2) == LUA_TFUNCTION) {
            lua_pushinteger(L, seed);
            if (lua_pcall(L, 1, 0, 0) != LUA_OK) lua_pop(L, 1);
        } else {
            lua_pop(L, 1);
        }
    }
    lua_pop(L, 2);
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
    open_sandbox(L);
    lua_gc(L, LUA_GCRESTART);
    return L;
}

void shim_set_limits(lua_State *L, size_t memoryLimit, long long instructionLimit) {
    ShimState *S = shim_info(L);
    S->limit = memoryLimit;
    S->instructionLimit = instructionLimit;
    if (instructionLimit) lua_sethook(L, shim_hook, LUA_MASKCOUNT, 1000);
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

// ---- Swift functions and objects.

// Upvalue 1 is the Swift function as a light userdata: the host owns the functions (a class
// description's live as long as the class, a state's own as long as the state), so a bound
// function costs one Lua closure and no finalizer.
static void push_raiser(lua_State *L, int level);

// Pushes the position a Swift function's error is raised at: its caller's line, as
// `luaL_error` gives; but a Swift function that a C metamethod called (an object's `__index`
// falling back to Swift) names the script's line that indexed the object.
static void push_where(lua_State *L) {
    lua_Debug ar;
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sn", &ar) && ar.what[0] == 'C'
        && ar.namewhat != NULL && strcmp(ar.namewhat, "metamethod") == 0) {
        push_raiser(L, 2);
        return;
    }
    shim_where(L, 1);
}

static int trampoline(lua_State *L) {
    void *box = lua_touserdata(L, lua_upvalueindex(1));
    ShimState *S = shim_info(L);
    int saved = S->luaRunning;
    S->luaRunning = 0;
    int n = the_dispatcher ? the_dispatcher(L, box, S) : 0;
    S->luaRunning = saved;
    if (n == SHIM_ERROR_WHERE) {
        push_where(L);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    }
    if (n == SHIM_ERROR_RAW) return lua_error(L);
    if (S->overLimit) {
        S->overLimit = 0;
        if (S->limit && S->used > S->limit) {
            push_where(L);
            lua_pushliteral(L, "not enough memory");
            lua_concat(L, 2);
            return lua_error(L);
        }
    }
    return n;
}

void shim_push_function(lua_State *L, void *box) {
    lua_pushlightuserdata(L, box);
    lua_pushcclosure(L, trampoline, 1);
}

static int release_object(lua_State *L) {
    void **slot = (void **)lua_touserdata(L, 1);
    if (slot && *slot && the_releaser) {
        the_releaser(*slot);
        *slot = NULL;
    }
    return 0;
}

// ---- Swift class tables: methods made when first looked up.
//
// Every scenario's state registers every class, and making all of their methods (a closure and
// an interned name each, hundreds per state) was the largest part of setting a state up,
// while a scenario calls a dozen. So a Swift class table starts with its bookkeeping fields
// only; its metatable's `__index` finds a missing name in the class's method directory (made
// once per process), stores the method's closure in the table, and returns it; a name that is
// no method of the class is looked up in the superclass table. `__pairs` makes every method
// first, so iterating a class table lists them all as before.

typedef struct { char *name; void *function; } ShimMethod;
struct ShimDirectory { int count; ShimMethod *methods; };

ShimDirectory *shim_directory_new(int count) {
    ShimDirectory *directory = calloc(1, sizeof(ShimDirectory));
    if (directory == NULL) return NULL;
    directory->methods = calloc(count > 0 ? (size_t)count : 1, sizeof(ShimMethod));
    if (directory->methods == NULL) { free(directory); return NULL; }
    directory->count = count;
    return directory;
}

void shim_directory_set(ShimDirectory *directory, int index, const char *name, void *function) {
    if (directory == NULL || index < 0 || index >= directory->count) return;
    free(directory->methods[index].name);
    directory->methods[index].name = strdup(name);
    directory->methods[index].function = function;
}

static int compare_methods(const void *a, const void *b) {
    const char *x = ((const ShimMethod *)a)->name, *y = ((const ShimMethod *)b)->name;
    return strcmp(x ? x : "", y ? y : "");
}

void shim_directory_sort(ShimDirectory *directory) {
    if (directory) qsort(directory->methods, (size_t)directory->count, sizeof(ShimMethod), compare_methods);
}

void shim_directory_free(ShimDirectory *directory) {
    if (directory == NULL) return;
    for (int i = 0; i < directory->count; i++) free(directory->methods[i].name);
    free(directory->methods);
    free(directory);
}

static const ShimMethod *directory_find(const ShimDirectory *directory, const char *name) {
    int low = 0, high = directory->count - 1;
    while (low <= high) {
        int middle = (low + high) / 2;
        const char *candidate = directory->methods[middle].name;
        int order = strcmp(name, candidate ? candidate : "");
        if (order == 0) return &directory->methods[middle];
        if (order < 0) high = middle - 1; else low = middle + 1;
    }
    return NULL;
}

// The method of `directory` named by the key at `index`: a string without NULs (C names have
// none), or NULL.
static const ShimMethod *directory_find_key(lua_State *L, const ShimDirectory *directory, int index) {
    if (directory == NULL || lua_type(L, index) != LUA_TSTRING) return NULL;
    size_t length = 0;
    const char *name = lua_tolstring(L, index, &length);
    return strlen(name) == length ? directory_find(directory, name) : NULL;
}

// Stores the method's closure in the class table (at `table`) under its name and pushes it.
static void make_method(lua_State *L, int table, const ShimMethod *method) {
    lua_pushstring(L, method->name);
    lua_pushlightuserdata(L, method->function);
    lua_pushcclosure(L, trampoline, 1);
    lua_pushvalue(L, -1);
    lua_insert(L, -3);
    lua_rawset(L, table);
}

// __index of a Swift class table: 1 the table, 2 the key; upvalues: 1 the directory, 2 the
// superclass table (or nil).
static int class_index(lua_State *L) {
    lua_settop(L, 2);
    const ShimDirectory *directory = (const ShimDirectory *)lua_touserdata(L, lua_upvalueindex(1));
    const ShimMethod *method = lua_type(L, 1) == LUA_TTABLE ? directory_find_key(L, directory, 2) : NULL;
    if (method) {
        make_method(L, 1, method);
        return 1;
    }
    if (lua_type(L, lua_upvalueindex(2)) != LUA_TTABLE) return 0;
    lua_pushvalue(L, 2);
    lua_gettable(L, lua_upvalueindex(2));
    return 1;
}

static int class_next(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);      // a script can call it directly, with anything
    lua_settop(L, 2);
    if (lua_next(L, 1)) return 2;
    lua_pushnil(L);
    return 1;
}

// __pairs of a Swift class table: makes the methods not made yet, then iterates the table.
static int class_pairs(lua_State *L) {
    const ShimDirectory *directory = (const ShimDirectory *)lua_touserdata(L, lua_upvalueindex(1));
    if (directory && lua_type(L, 1) == LUA_TTABLE) {
        for (int i = 0; i < directory->count; i++) {
            lua_pushstring(L, directory->methods[i].name);
            int present = lua_rawget(L, 1) != LUA_TNIL;
            lua_pop(L, 1);
            if (!present) {
                make_method(L, 1, &directory->methods[i]);
                lua_pop(L, 1);
            }
        }
    }
    lua_pushcfunction(L, class_next);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

void shim_set_class_lookup(lua_State *L, ShimDirectory *directory) {
    // Stack: ..., metatable, superclass table (or nil).
    lua_pushlightuserdata(L, directory);
    lua_insert(L, -2);
    lua_pushcclosure(L, class_index, 2);
    lua_setfield(L, -2, "__index");
    lua_pushlightuserdata(L, directory);
    lua_pushcclosure(L, class_pairs, 1);
    lua_setfield(L, -2, "__pairs");
}

int shim_register_class(lua_State *L, const char *name, lua_Integer id, int superclass,
                        ShimDirectory *directory, int constructor, int subclass) {
    lua_createtable(L, 0, 4);                                  // the class table
    lua_pushstring(L, name);
    lua_setfield(L, -2, "__name");
    lua_pushinteger(L, id);
    lua_setfield(L, -2, "__classid");
    lua_rawgeti(L, LUA_REGISTRYINDEX, superclass == LUA_NOREF ? subclass : superclass);
    lua_setfield(L, -2, superclass == LUA_NOREF ? "subclass" : "__super");
    lua_createtable(L, 0, 3);                                  // its metatable
    lua_rawgeti(L, LUA_REGISTRYINDEX, constructor);
    lua_setfield(L, -2, "__call");
    if (superclass == LUA_NOREF) lua_pushnil(L); else lua_rawgeti(L, LUA_REGISTRYINDEX, superclass);
    shim_set_class_lookup(L, directory);
    lua_setmetatable(L, -2);
    lua_pushglobaltable(L);                                    // the global, set raw
    lua_pushstring(L, name);
    lua_pushvalue(L, -3);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

// ---- Objects.

// An object userdata's block: the held pointer, a tag, and whether the object has fields of
// its own. Stagehand makes no other full userdata (nor can scripts: no io, no debug library),
// so the tag is how `shim_to_object` knows an object without fetching and comparing its
// metatable on every call from Lua.
typedef struct { void *object; const void *tag; int hasFields; } ShimObject;
static const char OBJECT_TAG = 0;

static ShimObject *to_block(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TUSERDATA) return NULL;
    ShimObject *block = (ShimObject *)lua_touserdata(L, index);
    return block->tag == &OBJECT_TAG ? block : NULL;
}

void shim_push_object(lua_State *L, void *object, int nuv) {
    ShimObject *block = (ShimObject *)lua_newuserdatauv(L, sizeof(ShimObject), nuv);
    block->object = object;
    block->tag = &OBJECT_TAG;
    block->hasFields = 0;
}

void *shim_to_object(lua_State *L, int index) {
    ShimObject *block = to_block(L, index);
    return block ? block->object : NULL;
}

void shim_object_has_fields(lua_State *L, int index) {
    ShimObject *block = to_block(L, index);
    if (block) block->hasFields = 1;
}

// ---- Object lookup: every object userdata's __index.
//
// Method lookups (`view:setNeedsLayout`) happen on every call from a script, so they stay in
// C and take the fewest steps. A member is found in this order: (1) an overridable method's
// send entry, so that `vc:viewDidLoad()` always goes through the engine; (2) the object's own
// fields (user value 1); (3) the class chain (each class table's metatable `__index` is its
// superclass). Each class has its own object metatable whose __index is this closure, with
// upvalues: 1 the Swift fallback for what all three miss (a property), 2 the class's
// instance table, 3 the class table, 4 the directory of the class's send entries (or nil).
// The instance table holds the send entries in front of the class table; like a class
// table, it makes an entry the first time it is looked up, from the directory (see
// `class_index`), and passes other names on to the class table. An object without fields of
// its own (most) needs one lookup, which Lua walks itself: the instance table's.

// The lookup of both closures: `soft` pushes nil where the other calls the Swift fallback,
// which raises for a name the object does not have.
static int object_lookup(lua_State *L, int soft) {
    lua_settop(L, 2);
    ShimObject *block = lua_type(L, 2) == LUA_TSTRING ? to_block(L, 1) : NULL;
    if (block && !block->hasFields) {
        if (lua_type(L, lua_upvalueindex(2)) == LUA_TTABLE) {
            lua_pushvalue(L, 2);
            if (lua_gettable(L, lua_upvalueindex(2)) != LUA_TNIL) return 1;
            lua_settop(L, 2);
        }
    } else if (block) {
        const ShimDirectory *sends = (const ShimDirectory *)lua_touserdata(L, lua_upvalueindex(4));
        if (directory_find_key(L, sends, 2)) {
            lua_pushvalue(L, 2);
            lua_gettable(L, lua_upvalueindex(2));      // the instance table makes it
            return 1;
        }
        if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE) {
            lua_pushvalue(L, 2);
            if (lua_rawget(L, 3) != LUA_TNIL) return 1;
        }
        lua_settop(L, 2);
        if (lua_type(L, lua_upvalueindex(3)) == LUA_TTABLE) {
            lua_pushvalue(L, 2);
            if (lua_gettable(L, lua_upvalueindex(3)) != LUA_TNIL) return 1;
            lua_settop(L, 2);
        }
    }
    if (soft) {
        lua_pushnil(L);
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
}

static int object_index(lua_State *L) { return object_lookup(L, 0); }

// The metatable's `__member`: the same lookup without the fallback, so a method that may be
// missing (an optional delegate method) is asked for without raising.
static int object_member(lua_State *L) { return object_lookup(L, 1); }

void shim_push_object_lookups(lua_State *L) {
    // Stack: fallback, send directory (or nil), class.
    int cls = lua_absindex(L, -1);
    ShimDirectory *sends = (ShimDirectory *)lua_touserdata(L, -2);
    if (sends && sends->count > 0) {
        lua_newtable(L);                               // the instance table: send entries...
        lua_createtable(L, 0, 2);
        lua_pushvalue(L, cls);                         // ... in front of the class
        shim_set_class_lookup(L, sends);
        lua_setmetatable(L, -2);
    } else {
        lua_pushvalue(L, cls);                         // no send entries: the class itself
    }
    lua_rotate(L, -3, 1);                              // fallback, instance, directory, class
    lua_rotate(L, -2, 1);                              // fallback, instance, class, directory
    for (int i = 0; i < 4; i++) lua_pushvalue(L, -4);  // the same four upvalues again
    lua_pushcclosure(L, object_member, 4);
    lua_insert(L, -5);                                 // member, fallback, instance, class, directory
    lua_pushcclosure(L, object_index, 4);
    lua_insert(L, -2);                                 // index, member
}

// `member(value, name)`: `value[name]`, except that for an object a name it does not have is
// nil rather than an error (the object metatable's `__member`).
static int member(lua_State *L) {
    lua_settop(L, 2);
    if (to_block(L, 1) && lua_getmetatable(L, 1)) {
        if (lua_rawgetp(L, 3, &OBJECT_TAG) == LUA_TFUNCTION) {
            lua_pushvalue(L, 1);
            lua_pushvalue(L, 2);
            lua_call(L, 2, 1);
            return 1;
        }
        lua_settop(L, 2);
    }
    lua_gettable(L, 1);
    return 1;
}

void shim_push_member_function(lua_State *L) {
    lua_pushcfunction(L, member);
}

void shim_set_member_lookup(lua_State *L, int metatable) {
    // Stack: ..., the `__member` closure.
    metatable = lua_absindex(L, metatable);
    lua_rawsetp(L, metatable, &OBJECT_TAG);
}

void shim_push_object_finalizer(lua_State *L) {
    lua_pushcfunction(L, release_object);
}

// ---- Running code.

// Loads a chunk with Lua's allocations counted against the cap, as while Lua runs.
static int load_chunk(lua_State *L, const char *bytes, size_t length, const char *chunkname, const char *mode) {
    ShimState *S = shim_info(L);
    int saved = S->luaRunning;
    S->luaRunning = 1;
    int status = luaL_loadbufferx(L, bytes, length, chunkname, mode);
    S->luaRunning = saved;
    return status;
}

int shim_load(lua_State *L, const char *source, size_t length, const char *chunkname) {
    return load_chunk(L, source, length, chunkname, "t");
}

// Bytecode, for the host's compile cache (never offered to scripts: their `load` is text
// only and `string.dump` is gone).
typedef struct { char *data; size_t length, capacity; } DumpBuffer;

static int dump_writer(lua_State *L, const void *chunk, size_t size, void *ud) {
    (void)L;
    DumpBuffer *buffer = (DumpBuffer *)ud;
    if (buffer->length + size > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 4096;
        while (capacity < buffer->length + size) capacity *= 2;
        char *grown = (char *)realloc(buffer->data, capacity);
        if (grown == NULL) return 1;
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->length, chunk, size);
    buffer->length += size;
    return 0;
}

char *shim_dump(lua_State *L, size_t *length, int strip) {
    DumpBuffer buffer = { NULL, 0, 0 };
    if (lua_dump(L, dump_writer, &buffer, strip) != 0) {
        free(buffer.data);
        return NULL;
    }
    *length = buffer.length;
    return buffer.data;
}

int shim_load_binary(lua_State *L, const char *bytes, size_t length, const char *chunkname) {
    return load_chunk(L, bytes, length, chunkname, "b");
}

// The name a position shows for the chunk of `ar`: a file's whole path (Lua's own `short_src`
// keeps only the last 56 characters of a longer one, behind "..."), else `short_src`.
static const char *source_name(const lua_Debug *ar) {
    return ar->source != NULL && ar->source[0] == '@' ? ar->source + 1 : ar->short_src;
}

// Pushes "source:line: " of the innermost Lua function with a line, from `level` up (the
// prelude, loaded without debug information, has none, so its caller is named), or "".
static void push_raiser(lua_State *L, int level) {
    lua_Debug ar;
    for (; lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", source_name(&ar), ar.currentline);
            return;
        }
    }
    lua_pushliteral(L, "");
}

// Lua gives only string errors their position (`error` adds it to strings alone), so a
// table, a thread, nil or a boolean that a script raises is prefixed with the line that
// raised it here; its `__tostring`, if it gives a string, says the rest.
// The traceback is joined to the message with `lua_concat`, not passed to `luaL_traceback` as
// its message: that takes a C string, so `error("a\0b")` would have lost everything after the
// NUL byte.
static int message_handler(lua_State *L) {
    if (lua_type(L, 1) == LUA_TNUMBER) {
        // `error(0/0)`: Lua would print C's "-nan", with no position (error() gives one to
        // strings alone).
        push_raiser(L, 1);
        if (lua_isinteger(L, 1)) {
            lua_pushfstring(L, "%I", (LUAI_UACINT)lua_tointeger(L, 1));
        } else {
            lua_Number n = lua_tonumber(L, 1);
            if (n != n) lua_pushliteral(L, "nan");
            else if (n == (lua_Number)HUGE_VAL) lua_pushliteral(L, "inf");
            else if (n == -(lua_Number)HUGE_VAL) lua_pushliteral(L, "-inf");
            else lua_pushfstring(L, "%f", n);
        }
        lua_concat(L, 2);
    } else if (lua_tostring(L, 1) == NULL) {
        push_raiser(L, 1);
        if (!luaL_callmeta(L, 1, "__tostring") || lua_type(L, -1) != LUA_TSTRING) {
            lua_settop(L, 2);
            lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        }
        lua_concat(L, 2);
    } else {
        lua_pushvalue(L, 1);
    }
    lua_pushliteral(L, "\n");
    luaL_traceback(L, L, NULL, 1);
    lua_concat(L, 3);
    return 1;
}

int shim_pcall(lua_State *L, int nargs, int nresults) {
    ShimState *S = shim_info(L);
    int base = lua_gettop(L) - nargs;
    lua_pushcfunction(L, message_handler);
    lua_insert(L, base);
    int saved = S->luaRunning;
    S->luaRunning = 1;
    int status = lua_pcall(L, nargs, nresults, base);
    S->luaRunning = saved;
    lua_remove(L, base);
    return status;
}

static int print_line(lua_State *L) {
    int n = lua_gettop(L);
    luaL_Buffer buffer;
    luaL_buffinit(L, &buffer);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&buffer, '\t');
        luaL_tolstring(L, i, NULL);
        luaL_addvalue(&buffer);
    }
    luaL_pushresult(&buffer);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, -2);
    lua_call(L, 1, 0);
    return 0;
}

void shim_set_print(lua_State *L) {
    lua_pushcclosure(L, print_line, 1);
    lua_setglobal(L, "print");
}

// ---- Macros as functions.

int shim_registryindex(void) { return LUA_REGISTRYINDEX; }
int shim_upvalueindex(int i) { return lua_upvalueindex(i); }
void shim_pop(lua_State *L, int n) { lua_pop(L, n); }
void shim_newtable(lua_State *L) { lua_newtable(L); }
void shim_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
void shim_insert(lua_State *L, int index) { lua_insert(L, index); }
void shim_remove(lua_State *L, int index) { lua_remove(L, index); }
void shim_replace(lua_State *L, int index) { lua_replace(L, index); }
int shim_isinteger(lua_State *L, int index) { return lua_isinteger(L, index); }

void shim_callee(lua_State *L, const char **name, const char **namewhat) {
    lua_Debug ar;
    *name = "";
    *namewhat = "";
    if (lua_getstack(L, 0, &ar) && lua_getinfo(L, "n", &ar)) {
        if (ar.name) *name = ar.name;
        if (ar.namewhat) *namewhat = ar.namewhat;
    }
}

void shim_collector(lua_State *L, int running) {
    lua_gc(L, running ? LUA_GCRESTART : LUA_GCSTOP);
}

void shim_collect_garbage(lua_State *L) {
    lua_gc(L, LUA_GCCOLLECT);
}

int shim_line(lua_State *L, int level) {
    lua_Debug ar;
    if (lua_getstack(L, level, &ar) && lua_getinfo(L, "l", &ar) && ar.currentline > 0) return ar.currentline;
    return 0;
}

int shim_location(lua_State *L, int level, char *source, size_t size) {
    lua_Debug ar;
    if (size == 0 || !lua_getstack(L, level, &ar) || !lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) return 0;
    strncpy(source, source_name(&ar), size - 1);
    source[size - 1] = '\0';
    return ar.currentline;
}

void shim_where(lua_State *L, int level) {
    lua_Debug ar;
    if (lua_getstack(L, level, &ar) && lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
        lua_pushfstring(L, "%s:%d: ", source_name(&ar), ar.currentline);
        return;
    }
    lua_pushliteral(L, "");
}
