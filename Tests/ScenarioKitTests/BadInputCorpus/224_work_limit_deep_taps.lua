-- expect: uncaught exception: Stagehand: the engine's work limit was exceeded (20000000 units
-- status: failed
scenario('s', function(app)
  local root = ViewController{ name = 'Root' }
  app.window.rootViewController = root
  local leaf = View{ name = 'Leaf' }
  local top = leaf
  for _ = 1, 10000 do local v = View{}; v:addSubview(top); top = v end
  root.view:addSubview(top)
  for _ = 1, 100000 do app:tap(leaf) end   -- each tap walks 10,000 superviews
end)
