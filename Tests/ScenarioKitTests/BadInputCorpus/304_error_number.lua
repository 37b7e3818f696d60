-- expect: 304_error_number.lua:4: 5
-- status: error
scenario('s', function(app)
  error(5)
end)
