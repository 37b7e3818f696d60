-- expect: 215_cycle_segue_to_presenter.lua:9: NSInvalidArgumentException: Application tried to present modally an active controller <Root>.
-- status: error
scenario('s', function(app)
  local root, sheet = ViewController{ name = 'Root' }, ViewController{ name = 'Sheet' }
  app.window.rootViewController = root
  app:run()
  root:present(sheet, false)
  app:settle()
  sheet:performSegue('back', { kind = 'present', destination = root, fromCode = true })
end)
