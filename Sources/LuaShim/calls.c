#include "shim_internal.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

static shim_dispatcher the_dispatcher = NULL;
void shim_set_dispatcher(shim_dispatcher dispatcher) { the_dispatcher = dispatcher; }

// ---- Swift functions and objects.

// Pushes the position a Swift function's error is raised at: its caller's line, as
// `luaL_error` gives; but a Swift function that a C metamethod called (an object's `__index`
// falling back to Swift) names the script's line that indexed the object.
static void push_where(lua_State *L) {
    lua_Debug ar;
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "Sn", &ar) && ar.what[0] == 'C'
        && ar.namewhat != NULL && strcmp(ar.namewhat, "metamethod") == 0) {
        shim_push_raiser(L, 2);
        return;
    }
    shim_where(L, 1);
}

// Upvalue 1 is the Swift function as a light userdata: the host owns the functions (a class
// description's live as long as the class, a state's own as long as the state), so a bound
// function costs one Lua closure and no finalizer.
int shim_trampoline(lua_State *L) {
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
    lua_pushcclosure(L, shim_trampoline, 1);
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
const char *shim_source_name(const lua_Debug *ar) {
    return ar->source != NULL && ar->source[0] == '@' ? ar->source + 1 : ar->short_src;
}

// Pushes "source:line: " of the innermost Lua function with a line, from `level` up (the
// prelude, loaded without debug information, has none, so its caller is named), or "".
void shim_push_raiser(lua_State *L, int level) {
    lua_Debug ar;
    for (; lua_getstack(L, level, &ar); level++) {
        if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", shim_source_name(&ar), ar.currentline);
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
        shim_push_raiser(L, 1);
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
        shim_push_raiser(L, 1);
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
    strncpy(source, shim_source_name(&ar), size - 1);
    source[size - 1] = '\0';
    return ar.currentline;
}

void shim_where(lua_State *L, int level) {
    lua_Debug ar;
    if (lua_getstack(L, level, &ar) && lua_getinfo(L, "Sl", &ar) && ar.currentline > 0) {
        lua_pushfstring(L, "%s:%d: ", shim_source_name(&ar), ar.currentline);
        return;
    }
    lua_pushliteral(L, "");
}
