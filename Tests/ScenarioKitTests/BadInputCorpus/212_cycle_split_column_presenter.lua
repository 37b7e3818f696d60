-- expect: 212_cycle_split_column_presenter.lua:10: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Split>: <Split> is presented by <Root>, so <Root> would be its own ancestor
-- status: error
scenario('s', function(app)
  app:setSize{ width = 1024, height = 768 }
  local root, split = ViewController{ name = 'Root' }, SplitViewController{ name = 'Split', primary = ViewController{ name = 'List' } }
  app.window.rootViewController = root
  app:run()
  root:present(split, false)
  app:settle()
  split:setViewController(root, 'secondary')
end)
