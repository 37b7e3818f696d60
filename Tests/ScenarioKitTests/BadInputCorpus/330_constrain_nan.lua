-- expect: (a number of points, not below 0, got nan)
-- status: error
scenario('s', function(app)
  View{}:constrainHeight(0/0)
end)
