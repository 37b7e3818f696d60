-- expect: Slow transitionDuration must return a number of seconds (0 or more), got number
-- status: error
scenario('s', function(app) local r, c = ViewController{}, ViewController{}; app.window.rootViewController = r; app:run(); c.transitioningDelegate = { animationControllerForPresented = function() return { name = "Slow", transitionDuration = function() return -1 end, animateTransition = function(self, ctx) ctx:completeTransition(true) end } end }; r:present(c, true) end)
