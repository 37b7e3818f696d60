-- expect: 321_memory_in_coroutine.lua:9: not enough memory
-- status: error
-- Out of memory inside a coroutine: the line that resumed it.
scenario('s', function(app)
  local co = coroutine.wrap(function()
    local t = {}
    for i = 1, 1e9 do t[i] = string.rep('y', 4096) .. i end
  end)
  co()
end)
