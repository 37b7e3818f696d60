#include "shim_internal.h"
#include <stdlib.h>
#include <string.h>

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

void shim_open_sandbox(lua_State *L) {
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
