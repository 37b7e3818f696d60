-- expect: property 'parent' of ViewController is read-only
-- status: error
scenario('s', function(app) ViewController{}.parent = ViewController{} end)
