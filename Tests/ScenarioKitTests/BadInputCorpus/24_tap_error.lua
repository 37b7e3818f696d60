-- expect: in tap
-- status: error
scenario('s', function(app)
  local r = ViewController{}; app.window.rootViewController = r
  local b = View{ frame = { width = 5, height = 5 } }; r.view:addSubview(b)
  b.onTap = function() error('in tap') end
  app:tap(b)
end)
