-- expect: the animator Half from Delegate animationControllerForPresented has no animateTransition method
-- status: error
scenario('s', function(app) local r, c = ViewController{}, ViewController{}; app.window.rootViewController = r; app:run(); c.transitioningDelegate = { name = "Delegate", animationControllerForPresented = function() return { name = "Half", transitionDuration = function() return 1 end } end }; r:present(c, true) end)
