-- expect: expected
-- status: error
scenario('s', function(app)
  if true then
end)
