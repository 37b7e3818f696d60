-- expect: 208_cycle_push_presenter_while_busy.lua:10: NSInvalidArgumentException: child view controller:<Root> cannot be added to <Nav>
-- status: error
scenario('s', function(app)
  local root, nav = ViewController{ name = 'Root' }, NavigationController{ name = 'Nav', rootViewController = ViewController{ name = 'Top' } }
  app.window.rootViewController = root
  app:run()
  root:present(nav, false)
  app:settle()
  nav:pushViewController(ViewController{ name = 'Next' }, true)   -- running: a second push would wait
  nav:pushViewController(root, true)
end)
