-- expect: 204_cycle_present_parent_from_child.lua:10: NSInvalidArgumentException: Application tried to present modally an active controller <Parent>.
-- status: error
scenario('s', function(app)
  local parent, child = ViewController{ name = 'Parent' }, ViewController{ name = 'Child' }
  app.window.rootViewController = parent
  parent:addChild(child)
  parent.view:addSubview(child.view)
  child:didMoveToParent(parent)
  app:run()
  child:present(parent, false)
end)
