// LuaShim: Lua's side of Stagehand's C. Lua's macros as functions (Swift cannot import them),
// the trampoline that raises errors for Swift functions (Swift must never longjmp), the
// allocator with a memory cap (over a per-state arena, arena.c), the instruction budget, the
// sandbox (with a seeded math.random and pairs in a fixed order), the message handler, and
// the lookups every call from a script makes: objects' members and class tables' methods.
// The processes a run forks are ForkServer's.
#ifndef STAGEHAND_LUASHIM_H
#define STAGEHAND_LUASHIM_H

#include <stddef.h>
#include <lua5.4/lua.h>
#include <lua5.4/lauxlib.h>
#include <lua5.4/lualib.h>

/// Per-state bookkeeping, kept as the allocator's user data so that every thread finds it.
typedef struct ShimState {
    size_t used;              // bytes in use
    size_t limit;             // 0: no cap
    int luaRunning;           // 1 while Lua code runs (allocations may fail), 0 while Swift runs
    int overLimit;            // a Swift-side allocation went over the cap
    long long instructions;   // VM instructions counted so far
    long long instructionLimit; // 0: no budget
    int instructionsExceeded; // sticky once the budget is spent
    void *host;               // the Swift owner (its LuaState)
    lua_State *current;       // the thread of the innermost running Swift function, or NULL
    int pendingError;         // the host holds an error to raise when Swift returns to Lua
    int interrupted;          // Ctrl-C reached the running statement: sticky until the next reset
    lua_State *main;          // the main thread, whose stack names where memory ran out
    char memoryWhere[1024];   // "source:line" of the script when the cap refused memory, or ""
    char budgetWhere[1024];   // "source:line: " where the instruction budget ran out, or ""
} ShimState;

/// What a Swift dispatcher returns besides a result count.
enum {
    SHIM_ERROR_WHERE = -1,    // error message on top: prefix the caller's file:line, raise
    SHIM_ERROR_RAW = -2       // error value on top: raise as it is
};

typedef int (*shim_dispatcher)(lua_State *L, void *box, ShimState *S);
typedef void (*shim_releaser)(void *box);

/// Installs the Swift functions behind every trampoline and every object `__gc`. The
/// dispatcher finds its state through `shim_info(L)->host`.
void shim_set_dispatcher(shim_dispatcher dispatcher);
void shim_set_releaser(shim_releaser releaser);

/// A new state with the sandboxed libraries open, no limits yet; NULL if out of memory.
lua_State *shim_newstate(void *host);
void shim_set_limits(lua_State *L, size_t memoryLimit, long long instructionLimit);
/// Seeds `math.random` (a new state's is seeded with 0: Lua's own seed comes from the clock).
/// Call it before any script runs: it calls the state's `math.randomseed`.
void shim_seed_random(lua_State *L, lua_Integer seed);
/// Asks the running Lua code of a state with an instruction budget to stop with
/// "interrupted!" at its next count hook (within 1000 instructions). It only sets a flag, so a
/// signal handler may call it (the REPL's Ctrl-C); ``shim_reset_instructions`` clears it.
void shim_request_interrupt(void);
/// Starts the instruction budget afresh (the REPL gives each statement its own).
void shim_reset_instructions(lua_State *L);
void shim_close(lua_State *L);
/// Makes the state's later small blocks come from fresh chunks, never from blocks freed
/// before (those stay unused until the state closes). See `arena_seal`.
void shim_seal_allocator(lua_State *L);
ShimState *shim_info(lua_State *L);

/// Pushes a C closure that calls the dispatcher with `box`. The host keeps `box` alive for as
/// long as the state may call it: the closure holds it as a light userdata.
void shim_push_function(lua_State *L, void *box);
/// Pushes a full userdata holding `object` (and a tag that marks it as an object) with `nuv`
/// user values and no metatable yet; its metatable's `__gc` must be the object finalizer.
void shim_push_object(lua_State *L, void *object, int nuv);
/// The pointer held by an object userdata at `index`, or NULL if it is not one.
void *shim_to_object(lua_State *L, int index);
/// Pops the metatable on top and sets it as the metatable of the table at `index` without
/// marking the table for finalization, even if the metatable has a `__gc` (a script may have
/// put one in a metatable the host shares): scripts get no finalizers. Never raises.
void shim_setmetatable_inert(lua_State *L, int index);
/// Sets `__metatable` of the metatable on top to a copy of it without `__gc`, so that a
/// script's `getmetatable` can neither replace nor call the finalizer of a Swift object.
void shim_hide_metatable(lua_State *L);
/// Pushes the `__gc` of object metatables: it releases the held pointer (through the
/// releaser) once.
void shim_push_object_finalizer(lua_State *L);
/// Pops a Swift fallback function, the directory of the class's send entries as a light
/// userdata (or nil) and a class table (or nil), and pushes the two lookups of a class's object
/// metatable. First the C `__index`: it looks up send entries (making each the first time), the
/// object's fields (user value 1) and the class chain itself, and calls the fallback only on a
/// miss (the fallback reads a Swift property, or raises for an unknown name). Then, on top, the
/// same lookup without the fallback, which `shim_set_member_lookup` stores in the metatable.
void shim_push_object_lookups(lua_State *L);
/// Pops the lookup without fallback (see `shim_push_object_lookups`) into the metatable at
/// `metatable`, under a key scripts cannot name.
void shim_set_member_lookup(lua_State *L, int metatable);
/// Pushes `member(value, name)`: `value[name]`, except that for an object a name it does not
/// have is nil rather than the error its `__index` raises.
void shim_push_member_function(lua_State *L);
/// Marks the object userdata at `index` as having fields of its own (user value 1), which
/// its `__index` must then look at.
void shim_object_has_fields(lua_State *L, int index);

/// A class's methods by name, for Swift class tables that make their methods when first
/// looked up (see `shim_set_class_lookup`). Made once per class, never changed after sorting.
typedef struct ShimDirectory ShimDirectory;
/// A directory of `count` entries to fill; NULL if out of memory.
ShimDirectory *shim_directory_new(int count);
/// Entry `index`: the name (copied) and the function box a trampoline calls.
void shim_directory_set(ShimDirectory *directory, int index, const char *name, void *function);
/// Sorts the entries by name; call once they are all set.
void shim_directory_sort(ShimDirectory *directory);
void shim_directory_free(ShimDirectory *directory);
/// Pops a superclass table (or nil) and sets `__index` and `__pairs` of the metatable then on
/// top: a class table's missing method names are made from `directory` when first looked up,
/// other names are looked up in the superclass table; `__pairs` makes them all first.
void shim_set_class_lookup(lua_State *L, ShimDirectory *directory);

/// Makes the table of a Swift class (`__name`, `__classid`, and `__super` or else `subclass`,
/// with `shim_set_class_lookup` and `__call` on its metatable), sets the global `name` to it,
/// and returns a registry reference to it. `superclass`, `constructor` and `subclass` are
/// registry references (`superclass` LUA_NOREF for a root class).
int shim_register_class(lua_State *L, const char *name, lua_Integer id, int superclass,
                        ShimDirectory *directory, int constructor, int subclass);

/// Loads a text chunk (binary chunks refused). Returns LUA_OK or an error status with the
/// message on top.
int shim_load(lua_State *L, const char *source, size_t length, const char *chunkname);
/// The bytecode of the function on top (without debug information when `strip` is set),
/// malloc'ed; NULL on failure.
char *shim_dump(lua_State *L, size_t *length, int strip);
/// Loads trusted bytecode made by `shim_dump` in this process.
int shim_load_binary(lua_State *L, const char *bytes, size_t length, const char *chunkname);
/// `lua_pcall` with a message handler that appends a traceback; marks Lua as running.
int shim_pcall(lua_State *L, int nargs, int nresults);
/// Sets the global `print` to one that joins its arguments (with `tostring`) and passes the
/// line to the function on top of the stack, which it pops.
void shim_set_print(lua_State *L);

// Macros as functions.
int shim_registryindex(void);
int shim_upvalueindex(int i);
void shim_pop(lua_State *L, int n);
void shim_newtable(lua_State *L);
void shim_pushglobaltable(lua_State *L);
void shim_insert(lua_State *L, int index);
void shim_remove(lua_State *L, int index);
void shim_replace(lua_State *L, int index);
int shim_isinteger(lua_State *L, int index);
/// The function name and kind at stack level 0 (for argument errors): `namewhat` is
/// "method" for `obj:m()` calls. Writes empty strings when unknown.
void shim_callee(lua_State *L, const char **name, const char **namewhat);
/// "chunkname:currentline" of the Lua function at `level` (1: the caller of the running C
/// function); empty when it is not a Lua function.
void shim_where(lua_State *L, int level);
/// A full garbage collection (finalizers are C only: scripts cannot set `__gc`).
void shim_collect_garbage(lua_State *L);
/// Stops (0) or restarts (1) the garbage collector.
void shim_collector(lua_State *L, int running);
/// The current line of the Lua function at `level`; 0 when it is not a Lua function.
int shim_line(lua_State *L, int level);
/// The current line of the Lua function at `level`, with its short source name copied into
/// `source` (`size` bytes with the NUL); 0 when it is not a Lua function.
int shim_location(lua_State *L, int level, char *source, size_t size);

#endif
