-- expect: must be a number of points, not below 0, or "system", got -5
-- status: error
scenario('s', function(app)
  StackView{}.spacing = -5
end)
