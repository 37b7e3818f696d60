-- expect: 303_error_nan.lua:4: nan
-- status: error
scenario('s', function(app)
  error(0/0)
end)
