-- expect: 205_cycle_present_already_presented.lua:12: NSInvalidArgumentException: Application tried to present modally a view controller <Sheet> that is already being presented by <Root>.
-- status: error
scenario('s', function(app)
  local root, sheet, child = ViewController{ name = 'Root' }, ViewController{ name = 'Sheet' }, ViewController{ name = 'Child' }
  app.window.rootViewController = root
  root:addChild(child)
  root.view:addSubview(child.view)
  child:didMoveToParent(root)
  app:run()
  root:present(sheet, false)
  app:settle()
  child:present(sheet, false)
end)
