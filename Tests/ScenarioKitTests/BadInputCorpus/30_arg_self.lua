-- expect: bad argument #1 to 'addChild' (ViewController expected, got number)
-- status: error
scenario('s', function(app) ViewController.addChild(42, ViewController{}) end)
