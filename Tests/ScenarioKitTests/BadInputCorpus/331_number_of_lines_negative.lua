-- expect: numberOfLines must be an integer, not below 0, got -1
-- status: error
scenario('s', function(app)
  Label{ text = 'x', numberOfLines = -1 }
end)
