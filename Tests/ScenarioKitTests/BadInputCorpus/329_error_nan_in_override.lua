-- expect: 329_error_nan_in_override.lua:5: nan
-- status: error
local V = ViewController:subclass('V', {
  viewDidLoad = function(self)
    error(0/0)
  end,
})
scenario('s', function(app) local _ = V{}.view end)
