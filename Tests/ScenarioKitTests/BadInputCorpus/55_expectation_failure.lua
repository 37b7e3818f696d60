-- expect: expected {1} to equal {2}
-- status: failed
scenario('s', function(app) expect({ 1 }):toEqual({ 2 }) end)
