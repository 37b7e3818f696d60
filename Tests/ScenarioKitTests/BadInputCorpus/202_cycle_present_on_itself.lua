-- expect: 202_cycle_present_on_itself.lua:6: NSInvalidArgumentException: Application tried to present modal view controller on itself. Presenting controller is <Root>.
-- status: error
scenario('s', function(app)
  local root = ViewController{ name = 'Root' }
  app.window.rootViewController = root
  root:present(root, false)
end)
