-- expect: did you mean 'viewDidAppear'?
-- status: error
scenario('s', function(app)
  local vc = ViewController{}
  vc.viewDidApear = function(self) end
end)
