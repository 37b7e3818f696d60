-- expect: in didMove
-- status: error
local V = ViewController:subclass('V', { didMoveToParent = function(self, p) error('in didMove') end })
scenario('s', function(app) local p, c = ViewController{}, V{}; p:addChild(c); c:didMoveToParent(p) end)
