-- expect: must be a finite number, got nan
-- status: error
scenario('s', function(app)
  View{}.frame = { x = 0/0, y = 0, width = 1, height = 1 }
end)
