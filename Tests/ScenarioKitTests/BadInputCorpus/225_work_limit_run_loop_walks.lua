-- expect: 225_work_limit_run_loop_walks.lua:9: uncaught exception: Stagehand: the engine's work limit was exceeded (20000000 units
-- status: error
scenario('s', function(app)
  local root = ViewController{ name = 'Root' }
  app.window.rootViewController = root
  for _ = 1, 10000 do root.view:addSubview(View{}) end
  app:run()
  for _ = 1, 1000000 do
    app:run()   -- each drain looks through all 10,000 views for one marked for layout
  end
end)
