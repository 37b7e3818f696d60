-- expect: bad argument #1 to 'addSubview' (View expected, got string)
-- status: error
scenario('s', function(app) View{}:addSubview('x') end)
