-- expect: equalToConstant must be a finite number, got nan
-- status: error
scenario('s', function(app)
  View{}.widthAnchor:constraint{ equalToConstant = 0/0 }
end)
