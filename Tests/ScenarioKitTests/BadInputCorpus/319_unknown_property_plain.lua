-- expect: ViewController has no property or method 'nonsense'
-- status: error
scenario('s', function(app)
  local _ = ViewController{}.nonsense
end)
