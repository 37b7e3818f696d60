-- expect: 301_memory_line.lua:6: not enough memory
-- status: error
-- Lua reports running out of memory without a position; the line comes from the allocator.
scenario('s', function(app)
  local t = {}
  for i = 1, 1e9 do t[i] = string.rep('x', 4096) .. i end
end)
