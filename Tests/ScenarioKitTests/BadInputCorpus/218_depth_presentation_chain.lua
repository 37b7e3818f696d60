-- expect: 218_depth_presentation_chain.lua:8: Stagehand: <P#501> cannot be presented on <P#500>: the controller hierarchy would be 501 levels deep (parents and presenters), over the engine's limit of 500
-- status: error
scenario('s', function(app)
  app.window.rootViewController = ViewController{ name = 'Root' }
  app:run()
  local function next(from)
    local vc = ViewController{ name = 'P' }
    from:present(vc, true, function() next(vc) end)   -- each from the last one's completion
  end
  next(app.window.rootViewController)
  app:settle()
end)
