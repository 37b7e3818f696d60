-- expect: 327_memory_in_override.lua:7: not enough memory
-- status: error
-- Out of memory inside an override the engine called: the override's line.
local V = ViewController:subclass('V', {
  viewDidLoad = function(self)
    local t = {}
    for i = 1, 1e9 do t[i] = string.rep('z', 4096) .. i end
  end,
})
scenario('s', function(app) local _ = V{}.view end)
