-- expect: 312_unknown_method_call.lua:4: ViewController has no property or method 'addChlid'; did you mean 'addChild'?
-- status: error
scenario('s', function(app)
  ViewController{}:addChlid(ViewController{})
end)
