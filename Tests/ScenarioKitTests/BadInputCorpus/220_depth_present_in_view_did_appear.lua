-- expect: 220_depth_present_in_view_did_appear.lua:6: Stagehand: <Chain#502> cannot be presented on <Chain#501>
-- status: error
local Chain
Chain = ViewController:subclass('Chain', { viewDidAppear = function(self, animated)
  ViewController.viewDidAppear(self, animated)
  self:present(Chain{}, false)
end })
scenario('s', function(app)
  app.window.rootViewController = Chain{}
  app:settle()
end)
