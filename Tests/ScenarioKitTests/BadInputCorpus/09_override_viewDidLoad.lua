-- expect: in viewDidLoad
-- status: error
local V = ViewController:subclass('V', { viewDidLoad = function(self) error('in viewDidLoad') end })
scenario('s', function(app) local _ = V{}.view end)
