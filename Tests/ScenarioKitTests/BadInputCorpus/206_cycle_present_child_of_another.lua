-- expect: 206_cycle_present_child_of_another.lua:10: NSInvalidArgumentException: Application tried to present modally a view controller <Child> that has a parent view controller <Holder>.
-- status: error
scenario('s', function(app)
  local root, holder, child = ViewController{ name = 'Root' }, ViewController{ name = 'Holder' }, ViewController{ name = 'Child' }
  app.window.rootViewController = root
  app:run()
  holder:addChild(child)
  child:didMoveToParent(holder)
  -- a child elsewhere is in one place already
  root:present(child, false)
end)
