-- expect: it explicitly forwards its appearance callbacks to its children
-- status: error
scenario('s', function(app) local p = ViewController{ shouldAutomaticallyForwardAppearanceMethods = false }; local a, b = ViewController{}, ViewController{}; p:addChild(a); p:addChild(b); p:transition{ from = a, to = b, duration = 0 } end)
