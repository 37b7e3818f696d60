-- expect: (a number of points, not below 0, got -2)
-- status: error
scenario('s', function(app)
  View{}:constrainHeight(-2)
end)
