-- expect: stack overflow
-- status: error
local V
V = ViewController:subclass('V', { viewDidLoad = function(self) local _ = V{}.view end })
scenario('s', function(app) local _ = V{}.view end)
