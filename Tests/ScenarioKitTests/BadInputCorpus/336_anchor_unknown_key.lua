-- expect: unknown key equalToo
-- status: error
scenario('s', function(app)
  View{}.widthAnchor:constraint{ equalToo = 3 }
end)
