-- expect: 305_error_infinity.lua:4: -inf
-- status: error
scenario('s', function(app)
  error(-1/0)
end)
