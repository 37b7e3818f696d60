-- expect: 66_source_not_utf8.lua is not UTF-8 text (byte 0xE9 at byte offset 179, line 4)
-- status: error
-- A Latin-1 file: once "cannot read the file" at line 0.
scenario('café', function(app) end)
