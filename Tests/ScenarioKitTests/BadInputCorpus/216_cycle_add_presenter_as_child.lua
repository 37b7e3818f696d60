-- expect: 216_cycle_add_presenter_as_child.lua:12: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Inner>: <Inner> is a child of <Sheet>, which is presented by <Root>, so <Root> would be its own ancestor
-- status: error
scenario('s', function(app)
  local root, sheet, inner = ViewController{ name = 'Root' }, ViewController{ name = 'Sheet' }, ViewController{ name = 'Inner' }
  app.window.rootViewController = root
  app:run()
  root:present(sheet, false)
  app:settle()
  sheet:addChild(inner)
  sheet.view:addSubview(inner.view)
  inner:didMoveToParent(sheet)
  inner:addChild(root)
end)
