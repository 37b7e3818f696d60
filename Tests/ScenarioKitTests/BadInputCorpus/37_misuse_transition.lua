-- expect: must have a common parent view controller
-- status: error
scenario('s', function(app) local p = ViewController{}; p:transition{ from = ViewController{}, to = ViewController{}, duration = 0 } end)
