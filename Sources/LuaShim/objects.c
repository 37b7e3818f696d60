#include "shim_internal.h"
#include <stdlib.h>
#include <string.h>

// ---- Swift objects as userdata: their finalizer, class tables and object lookups.

static shim_releaser the_releaser = NULL;
void shim_set_releaser(shim_releaser releaser) { the_releaser = releaser; }

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
    lua_pushcclosure(L, shim_trampoline, 1);
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
