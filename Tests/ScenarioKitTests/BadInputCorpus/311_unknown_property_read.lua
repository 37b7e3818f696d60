-- expect: 311_unknown_property_read.lua:6: Child has no property or method 'isMovingToParnet'; did you mean 'isMovingToParent'?
-- status: error
-- A typo never reads as nil: the assertion below would have passed (issue #29 item 2).
local Child = ViewController:subclass('Child')
scenario('s', function(app)
  expect(Child{}.isMovingToParnet):toBeFalsy()
end)
