-- expect: 217_cycle_unwind_after_pcall.lua:14: the unwind found nobody
-- status: error
scenario('s', function(app)
  local root, sheet = ViewController{ name = 'Root' }, ViewController{ name = 'Sheet' }
  app.window.rootViewController = root
  app:run()
  root:present(sheet, false)
  app:settle()
  -- The cycle is refused (the audit's next step, an unwind search, once looped for ever) ...
  local ok = pcall(sheet.present, sheet, root, false)
  assert(not ok)
  -- ... so the search ends: nobody has the action.
  local found = sheet:performSegue('u', { kind = 'unwind', action = 'nothing' })
  if not found then error('the unwind found nobody') end
end)
