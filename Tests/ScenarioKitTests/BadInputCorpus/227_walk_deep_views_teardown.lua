-- expect: 227_walk_deep_views_teardown.lua:11: the top of 30000 views has a safe area of 10
-- status: error
scenario('s', function(app)
  local root = ViewController{ name = 'Root' }
  app.window.rootViewController = root
  local leaf = View{ name = 'Leaf', frame = { x = 0, y = 0, width = 10, height = 10 } }
  local top = leaf
  for _ = 1, 30000 do local v = View{ frame = { x = 0, y = 0, width = 375, height = 667 } }; v:addSubview(top); top = v end
  root.view:addSubview(top)
  app:run()
  error('the top of 30000 views has a safe area of ' .. leaf.safeAreaInsets.top)   -- and the views are freed afterwards without recursion
end)
