-- expect: unexpected symbol near '='
-- status: error
scenario('s', function(app)
  local x = = 1
end)
