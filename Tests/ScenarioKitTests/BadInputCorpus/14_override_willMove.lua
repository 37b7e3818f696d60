-- expect: in willMove
-- status: error
local V = ViewController:subclass('V', { willMoveToParent = function(self, p) error('in willMove') end })
scenario('s', function(app) ViewController{}:addChild(V{}) end)
