-- expect: in loadView
-- status: error
local V = ViewController:subclass('V', { loadView = function(self) error('in loadView') end })
scenario('s', function(app) local _ = V{}.view end)
