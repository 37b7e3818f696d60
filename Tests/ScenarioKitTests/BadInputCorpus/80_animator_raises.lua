-- expect: 80_animator_raises.lua:3: the animator broke
-- status: error
scenario('s', function(app) local h = ViewController{}; local n = NavigationController{ rootViewController = h }; app.window.rootViewController = n; app:run(); n.delegate = { animationControllerFor = function() return { transitionDuration = function() return 0.3 end, animateTransition = function() error("the animator broke") end } end }; n:pushViewController(ViewController{}, true) end)
