-- expect: 69_error_nul.lua:5: a
-- status: error
-- text: 69_error_nul.lua:5: a\0b
-- A NUL byte in a message: once cut it short (`a`), as luaL_traceback took a C string.
scenario('s', function(app) error('a\0b') end)
