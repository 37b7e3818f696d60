-- expect: Nav animationControllerFor must return an animator (a table with transitionDuration and animateTransition) or nil, got string
-- status: error
scenario('s', function(app) local h = ViewController{}; local n = NavigationController{ rootViewController = h }; app.window.rootViewController = n; app:run(); n.delegate = { name = "Nav", animationControllerFor = function() return "slide" end }; n:pushViewController(ViewController{}, true) end)
