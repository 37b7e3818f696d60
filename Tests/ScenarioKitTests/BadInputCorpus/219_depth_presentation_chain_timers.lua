-- expect: 219_depth_presentation_chain_timers.lua:8: Stagehand: <P#501> cannot be presented on <P#500>: the controller hierarchy would be 501 levels deep
-- status: error
scenario('s', function(app)
  app.window.rootViewController = ViewController{ name = 'Root' }
  app:run()
  local function next(from)
    local vc = ViewController{ name = 'P' }
    from:present(vc, false)
    app:after(0.1, function() next(vc) end)
  end
  next(app.window.rootViewController)
  app:settle()
end)
