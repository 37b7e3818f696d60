-- expect: layout does not converge
-- status: error
local V = ViewController:subclass('V', { viewDidLayoutSubviews = function(self) self.view:setNeedsLayout() end })
scenario('s', function(app) app.window.rootViewController = V{}; app:run() end)
