-- expect: 223_depth_nested_navigation.lua:6: Stagehand: <Nav#500> cannot be added to <Nav#501>: the controller hierarchy would be 501 levels deep
-- status: error
scenario('s', function(app)
  local inner = ViewController{ name = 'Leaf' }
  for _ = 1, 501 do
    inner = NavigationController{ name = 'Nav', rootViewController = inner }
  end
end)
