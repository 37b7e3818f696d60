-- expect: 209_cycle_set_view_controllers_presenter.lua:10: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Nav>: <Nav> is presented by <Root>, so <Root> would be its own ancestor
-- status: error
scenario('s', function(app)
  local top = ViewController{ name = 'Top' }
  local root, nav = ViewController{ name = 'Root' }, NavigationController{ name = 'Nav', rootViewController = top }
  app.window.rootViewController = root
  app:run()
  root:present(nav, false)
  app:settle()
  nav:setViewControllers({ top, root }, false)
end)
