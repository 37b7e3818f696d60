-- expect: first difference at [1]: expected 2, got 1
-- status: failed
scenario('s', function(app) expect({ 1 }):toEqual({ 2 }) end)
