-- expect: 207_cycle_push_presenter.lua:9: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Nav>: <Nav> is presented by <Root>, so <Root> would be its own ancestor
-- status: error
scenario('s', function(app)
  local root, nav = ViewController{ name = 'Root' }, NavigationController{ name = 'Nav', rootViewController = ViewController{ name = 'Top' } }
  app.window.rootViewController = root
  app:run()
  root:present(nav, false)
  app:settle()
  nav:pushViewController(root, true)
end)
