-- expect: NSInvalidArgumentException
-- status: error
scenario('s', function(app) local v = ViewController{ name = 'V' }; v:addChild(v) end)
