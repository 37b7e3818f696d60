-- expect: bad argument #1 to 'beginAppearanceTransition' (boolean expected, got string)
-- status: error
scenario('s', function(app) ViewController{}:beginAppearanceTransition('yes', false) end)
