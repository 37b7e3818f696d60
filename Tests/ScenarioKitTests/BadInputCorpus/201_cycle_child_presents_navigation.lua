-- expect: 201_cycle_child_presents_navigation.lua:8: NSInvalidArgumentException: Application tried to present modally an active controller <Nav>.
-- status: error
scenario('s', function(app)
  local top = ViewController{ name = 'Top' }
  local nav = NavigationController{ name = 'Nav', rootViewController = top }
  app.window.rootViewController = nav
  app:run()
  top:present(nav, true)
end)
