-- expect: 61_error_table_nested.lua:3: (error object is a table value)
-- status: error
local function fail(code) error({ code = code }) end
local V = ViewController:subclass('V', { viewDidLoad = function(self) fail(7) end })
scenario('s', function(app) local _ = V{}.view end)
