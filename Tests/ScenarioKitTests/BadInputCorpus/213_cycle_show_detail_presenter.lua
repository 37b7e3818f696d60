-- expect: 213_cycle_show_detail_presenter.lua:11: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Split>: <Split> is presented by <Root>, so <Root> would be its own ancestor
-- status: error
scenario('s', function(app)
  local list = ViewController{ name = 'List' }
  local root = ViewController{ name = 'Root' }
  local split = SplitViewController{ name = 'Split', primary = list, secondary = ViewController{ name = 'Detail' } }
  app.window.rootViewController = root
  app:run()
  root:present(split, false)
  app:settle()
  list:showDetailViewController(root)
end)
